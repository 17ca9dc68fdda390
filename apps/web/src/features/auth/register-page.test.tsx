import { notifications } from '@mantine/notifications';
import { ALERT_MS } from '@soko/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { getPendingAccount } from './pending-account.ts';

afterEach(() => sessionStorage.clear());

// The pages load lazily; compiling them once up front keeps the first test within the default wait.
beforeAll(async () => {
  await import('./pages/register-page.tsx');
});

const details = {
  Email: 'ama@example.com',
  Phone: '0412 345 678',
  'First name': 'Ama',
  'Last name': 'Mensah',
  Password: 'kente-weaver-77',
  'Confirm password': 'kente-weaver-77',
  'Business name': 'Kente House',
  ABN: '51 824 753 556',
  'Street address': '12 Smith St',
  Suburb: 'Fitzroy',
  Postcode: '3065',
};

/** A required input's label ends with Mantine's asterisk. */
function input(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

async function fillForm(overrides: Partial<Record<keyof typeof details, string>> = {}) {
  const user = userEvent.setup();
  // The long form's first render is slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  for (const [label, value] of Object.entries({ ...details, ...overrides })) {
    await user.click(input(label));
    await user.paste(value);
  }
  await user.click(input('State'));
  await user.click(screen.getByRole('option', { name: 'VIC' }));
  return user;
}

// Filling the thirteen fields of the form is many interactions: more than the default 5 s on a busy machine.
describe('register page', () => {
  it('puts the hints under their boxes, so the boxes of each row line up', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/register');
    for (const [label, hint] of [
      ['Password', 'At least 8 characters'],
      ['ABN', '11 digits'],
    ] as const) {
      const input = await screen.findByLabelText(new RegExp(`^${label}`), { selector: 'input' });
      const description = screen.getByText(hint);
      // The hint follows the input in the document: it is drawn below it, not between label and box.
      expect(input.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('refuses different passwords with the spec alert for 5 s and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const show = vi.spyOn(notifications, 'show');
    renderRoutes(appRoutes, '/register');
    const user = await fillForm({ 'Confirm password': 'kente-weaver-78' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('password does not match: Password and confirm password should match'),
    ).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', autoClose: ALERT_MS.short }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/registerVendor')).toBe(false);
  });

  it('shows field errors under the inputs and sends nothing when required fields are empty', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a state')).toBeInTheDocument();
    expect(input('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the form and shows the thank-you verification notice', async () => {
    const registered = makeUser({ firstName: 'Ama', email: 'ama@example.com', emailVerified: false });
    const fetchMock = mockFetch(() =>
      jsonResponse({ action: 'verifyEmail', for: 'email', actionToken: 'action-1', user: registered }, 201),
    );
    renderRoutes(appRoutes, '/register');
    const user = await fillForm();
    await user.click(screen.getByLabelText('How did you hear about us?', { selector: 'input' }));
    await user.click(screen.getByRole('option', { name: 'Friend' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for registering' })).toHaveFocus();
    expect(screen.getByText(/The link is valid for 48 hours/)).toBeInTheDocument();
    // A link inside a sentence is underlined, not told by colour alone (axe link-in-text-block).
    expect(screen.getByRole('link', { name: 'send a new verification link' })).toHaveAttribute(
      'data-underline',
      'always',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/registerVendor');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'ama@example.com',
      firstName: 'Ama',
      state: 'VIC',
      postcode: '3065',
      ABN: '51824753556',
      how: 'friend',
    });
    expect(getPendingAccount()).toMatchObject({ action: 'verifyEmail', actionToken: 'action-1' });
  });

  it("shows the server's field error under its input", async () => {
    mockFetch(() =>
      jsonResponse({ errors: [{ msg: 'An account with this email already exists', param: 'email' }] }, 409),
    );
    renderRoutes(appRoutes, '/register');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = input('Email');
    expect(await screen.findAllByText('An account with this email already exists')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
