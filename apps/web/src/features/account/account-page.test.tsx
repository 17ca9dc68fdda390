import type { PublicUser } from '@soko/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { FakeUploadRequest } from '../../test/fake-upload.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { PendingAccount } from '../auth/index.ts';
import { getPendingAccount, setPendingAccount } from '../auth/index.ts';

afterEach(() => sessionStorage.clear());

// The pages load lazily; compiling them once up front keeps the first test within the default wait.
beforeAll(async () => {
  await import('./pages/account-page.tsx');
  await import('../auth/index.ts');
  await import('../dashboard/pages/dashboard-page.tsx');
});

function pendingStep(action: PendingAccount['action'], user: Partial<PublicUser> = {}) {
  setPendingAccount({
    action,
    for: { verifyEmail: 'email', verifyIdentity: 'identity', activateVendor: 'activation' }[action],
    actionToken: 'action-1',
    user: makeUser({ emailVerified: action !== 'verifyEmail', identityStatus: 'none', activated: false, ...user }),
  });
}

function headerOf(init: RequestInit | undefined, name: string) {
  return new Headers(init?.headers).get(name);
}

describe('account page', () => {
  beforeEach(() => {
    FakeUploadRequest.sent = [];
  });

  it('sends a visitor without a pending step to /login', async () => {
    mockFetch(() => jsonResponse({}));
    const router = renderRoutes(appRoutes, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user to /dashboard', async () => {
    pendingStep('verifyEmail');
    localStorage.setItem('token', 'session-1');
    mockFetch(() => jsonResponse({ user: makeUser() }));
    const router = renderRoutes(appRoutes, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  describe('email step', () => {
    it('resends the verification email after a confirmation that warns about a wrong address', async () => {
      pendingStep('verifyEmail');
      const fetchMock = mockFetch(() =>
        jsonResponse({ msg: 'A new verification email has been sent to amar*****le.com' }),
      );
      renderRoutes(appRoutes, '/account');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

      const dialog = await screen.findByRole('dialog', { name: 'Resend verification email?' });
      expect(dialog).toHaveTextContent('If amara@example.com is wrong, register again with the right address.');
      expect(fetchMock).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Send new link' }));

      expect(
        await screen.findByText('A new verification email has been sent to amara@example.com'),
      ).toBeInTheDocument();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/reverify/u1');
      expect(headerOf(init, 'x-action-token')).toBe('action-1');
    });

    it('says "please try again" when the resend fails', async () => {
      pendingStep('verifyEmail');
      mockFetch(() => jsonResponse({ errors: [{ msg: 'Too many attempts. Please try again in 5 minutes.' }] }, 429));
      renderRoutes(appRoutes, '/account');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
      await user.click(await screen.findByRole('button', { name: 'Send new link' }));
      expect(await screen.findByText('please try again')).toBeInTheDocument();
    });
  });

  describe('identity step', () => {
    it('uploads both documents with progress, then shows the wait message', async () => {
      pendingStep('verifyIdentity');
      mockFetch(() => jsonResponse({}));
      vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
      renderRoutes(appRoutes, '/account');
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Verify your identity' });

      await user.click(screen.getByRole('button', { name: 'Upload documents' }));
      expect(await screen.findByText('Please add an ID such as a passport or drivers licence')).toBeInTheDocument();
      expect(screen.getByText('Please add a proof of residence such as a utility bill')).toBeInTheDocument();
      expect(FakeUploadRequest.sent).toHaveLength(0);

      const passport = new File(['passport'], 'passport.pdf', { type: 'application/pdf' });
      const bill = new File(['bill'], 'bill.png', { type: 'image/png' });
      await user.upload(
        document.querySelector<HTMLInputElement>('input[name="idDocument"]') as HTMLInputElement,
        passport,
      );
      await user.upload(
        document.querySelector<HTMLInputElement>('input[name="residenceDocument"]') as HTMLInputElement,
        bill,
      );
      expect(screen.getByText('passport.pdf', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Preview of your Proof of residence' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upload documents' }));

      const [upload] = FakeUploadRequest.sent;
      expect(upload?.url).toBe('/api/account/documents');
      expect(upload?.headers['x-action-token']).toBe('action-1');
      expect((upload?.body?.get('idDocument') as File | null)?.name).toBe(passport.name);
      expect((upload?.body?.get('residenceDocument') as File | null)?.name).toBe(bill.name);
      upload?.progress(40);
      expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      );

      upload?.respond(201, {
        msg: 'Thank you. Our team will verify your documents within 1-2 business days',
        user: makeUser({ identityStatus: 'submitted', activated: false }),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your documents are with our team' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Verification takes 1-2 business days/)).toBeInTheDocument();
      expect(getPendingAccount()?.user.identityStatus).toBe('submitted');
    });

    it('refuses a file of another type or over 10 MB before sending it', async () => {
      pendingStep('verifyIdentity');
      mockFetch(() => jsonResponse({}));
      renderRoutes(appRoutes, '/account');
      const user = userEvent.setup({ applyAccept: false });
      await screen.findByRole('heading', { level: 1, name: 'Verify your identity' });
      const idInput = document.querySelector<HTMLInputElement>('input[name="idDocument"]') as HTMLInputElement;
      await user.upload(idInput, new File(['gif'], 'photo.gif', { type: 'image/gif' }));
      expect(await screen.findByText('photo.gif is not a PDF, JPEG or PNG file')).toBeInTheDocument();
      const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
      await user.upload(idInput, large);
      expect(await screen.findByText('scan.pdf is larger than 10 MB')).toBeInTheDocument();
    });

    it('shows the reason of a rejection above the upload form', async () => {
      pendingStep('verifyIdentity', { identityStatus: 'rejected', identityRejectionReason: 'The bill is unreadable.' });
      mockFetch(() => jsonResponse({}));
      renderRoutes(appRoutes, '/account');
      expect(await screen.findByText(/The bill is unreadable\./)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload documents' })).toBeInTheDocument();
    });

    it('shows the wait message while the documents are with staff', async () => {
      pendingStep('verifyIdentity', { identityStatus: 'submitted' });
      mockFetch(() => jsonResponse({}));
      renderRoutes(appRoutes, '/account');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your documents are with our team' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/ID and your proof of residence. Verification takes 1-2 business days/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Upload documents' })).not.toBeInTheDocument();
    });
  });

  describe('activation step', () => {
    it('activates the account, which logs the vendor in', async () => {
      pendingStep('activateVendor', { identityStatus: 'approved' });
      const fetchMock = mockFetch((url) =>
        url === '/activateV/u1' ? jsonResponse({ token: 'session-1', user: makeUser() }) : jsonResponse({}, 404),
      );
      const router = renderRoutes(appRoutes, '/account');
      await userEvent.click(await screen.findByRole('button', { name: 'Activate my account' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(localStorage.getItem('token')).toBe('session-1');
      expect(getPendingAccount()).toBeNull();
      expect(headerOf(fetchMock.mock.calls[0]?.[1], 'x-action-token')).toBe('action-1');
    });

    it('sends the vendor to log in again when the action token has expired', async () => {
      pendingStep('activateVendor', { identityStatus: 'approved' });
      mockFetch(() => jsonResponse({ errors: [{ msg: 'Please log in again to continue' }] }, 401));
      const router = renderRoutes(appRoutes, '/account');
      await userEvent.click(await screen.findByRole('button', { name: 'Activate my account' }));

      expect(await screen.findByText('Please log in again to continue')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(getPendingAccount()).toBeNull();
    });
  });

  it('goes back to login, forgetting the step', async () => {
    pendingStep('verifyIdentity', { identityStatus: 'submitted' });
    mockFetch(() => jsonResponse({}));
    const router = renderRoutes(appRoutes, '/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getPendingAccount()).toBeNull();
  });
});
