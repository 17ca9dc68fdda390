import {
  LIST_TEXT,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_TEXT,
  type MessageBoxPage,
  type MessageDto,
  type MessageSummary,
  type PublicUser,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { ReplyModal } from './components/reply-modal.tsx';

// ProseMirror needs layout APIs jsdom lacks; a plain text box stands in (the real editor runs in the e2e tests).
vi.mock('../../components/rich-text-editor.tsx', () => ({
  RichTextField: ({ onChange, labelId }: { onChange: (html: string) => void; labelId: string }) => (
    <textarea aria-labelledby={labelId} onChange={(event) => onChange(`<p>${event.currentTarget.value}</p>`)} />
  ),
}));

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/message-list-page.tsx');
});

const vendor = makeUser({ _id: 'c0a80101-0000-4000-8000-000000000001', id: 'c0a80101-0000-4000-8000-000000000001' });
const staff = makeSuperAdmin({
  _id: 'c0a80101-0000-4000-8000-000000000002',
  id: 'c0a80101-0000-4000-8000-000000000002',
});

const party = (user: PublicUser) => ({
  _id: user._id,
  firstName: user.firstName,
  lastName: user.lastName,
  displayName: user.displayName,
  role: user.role,
});

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date.toISOString();
}

function summary(overrides: Partial<MessageSummary> = {}): MessageSummary {
  return {
    _id: 'd0a80101-0000-4000-8000-000000000001',
    from: staff._id,
    to: vendor._id,
    sender: party(staff),
    receiver: party(vendor),
    subject: 'Your documents',
    createdAt: daysAgo(0),
    read: false,
    readAt: null,
    trashed: false,
    replyTo: null,
    attachmentCount: 0,
    ...overrides,
  };
}

function boxPage(items: MessageSummary[], overrides: Partial<MessageBoxPage> = {}): MessageBoxPage {
  return {
    box: 'inbox',
    items,
    total: items.length,
    page: 1,
    limit: 10,
    unread: items.filter((item) => item.to === vendor._id && !item.read).length,
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** The signed-in vendor's session, the unread count, and whatever `handler` answers. */
function messageServer(handler: Handler, unread = 0) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: vendor });
    if (url === '/api/message/unread-count') return jsonResponse({ unread });
    return handler(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

describe('message lists', { timeout: 30_000 }, () => {
  it('says No Messages when the box is empty', async () => {
    messageServer((url) => (url.startsWith('/api/message?box=inbox') ? jsonResponse(boxPage([])) : undefined));
    renderRoutes(appRoutes, '/messages/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGE_TEXT.noMessages)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Compose' })[0]).toHaveAttribute('href', '/messages/compose');
  });

  it('shows a loader while the box loads, then an error with a retry', async () => {
    let answer: (response: Response) => void = () => {};
    const serverError = () => jsonResponse({ errors: [{ msg: 'Server Error' }] }, 500);
    let calls = 0;
    messageServer((url) => {
      if (!url.startsWith('/api/message?box=inbox')) return undefined;
      calls += 1;
      // The first answer waits, to show the loader; the query's one retry fails at once.
      if (calls > 1) return serverError();
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderRoutes(appRoutes, '/messages/inbox');
    expect(await screen.findByLabelText('Loading messages')).toBeInTheDocument();
    answer(serverError());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows unread messages in bold with a labelled dot, the sender, subject and date, and counts them', async () => {
    const unread = summary({ attachmentCount: 2 });
    const read = summary({
      _id: 'd0a80101-0000-4000-8000-000000000002',
      subject: 'Welcome',
      read: true,
      createdAt: daysAgo(1),
    });
    const old = summary({
      _id: 'd0a80101-0000-4000-8000-000000000003',
      subject: 'Old news',
      read: true,
      createdAt: '2024-03-05T02:00:00.000Z',
    });
    messageServer(
      (url) => (url.startsWith('/api/message?box=inbox') ? jsonResponse(boxPage([unread, read, old])) : undefined),
      1,
    );
    renderRoutes(appRoutes, '/messages/inbox');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Has attachments' })).toBeInTheDocument();
    expect(within(first).getByText('Kofi Mensah (Soko team)')).toHaveStyle({ fontWeight: '700' });
    const subject = within(first).getByRole('link', { name: 'Your documents' });
    expect(subject).toHaveAttribute('href', `/messages/${unread._id}`);
    expect(subject).toHaveStyle({ fontWeight: '700' });
    expect(within(first).getByText('Today')).toBeInTheDocument();

    expect(within(second).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Welcome' })).toHaveStyle({ fontWeight: '400' });
    expect(within(second).getByText('Yesterday')).toBeInTheDocument();
    expect(within(third).getByText('05/03/2024')).toBeInTheDocument();

    // The menu's Inbox entry carries the unread count.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: /^Inbox\s*\(1 unread\)$/ })).toHaveAttribute(
      'href',
      '/messages/inbox',
    );
  });

  it('asks the server for the next page', async () => {
    const items = Array.from({ length: 10 }, (_, index) =>
      summary({ _id: `d0a80101-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, read: true }),
    );
    const fetchMock = messageServer((url) => {
      if (url.startsWith('/api/message?box=sent&page=2')) {
        return jsonResponse(
          boxPage([summary({ subject: 'Last one', read: true })], { total: 11, page: 2, box: 'sent' }),
        );
      }
      if (url.startsWith('/api/message?box=sent')) return jsonResponse(boxPage(items, { total: 11, box: 'sent' }));
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/messages/sent');
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'To and subject' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Last one' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/message?box=sent&page=2&limit=10');
  });

  it('moves the selected messages to the trash', async () => {
    const first = summary({ read: true });
    const second = summary({ _id: 'd0a80101-0000-4000-8000-000000000002', subject: 'Keep me', read: true });
    const fetchMock = messageServer((url, init) => {
      if (url.startsWith('/api/message?box=inbox')) return jsonResponse(boxPage([first, second]));
      if (url === '/api/message/trash' && init?.method === 'POST') {
        return jsonResponse({ msg: '1 message moved to trash', count: 1, unread: 0 });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/messages/inbox');
    await screen.findByRole('table');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select “Your documents” from Kofi Mensah (Soko team)' }),
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(remove);
    expect(await screen.findByText('1 message moved to trash')).toBeInTheDocument();
    const trashCall = fetchMock.mock.calls.find(([url]) => url === '/api/message/trash');
    expect(JSON.parse(String(trashCall?.[1]?.body))).toEqual({ ids: [first._id] });
  });

  it('tells, in the trash, whether each message was received or sent, and offers restore', async () => {
    const received = summary({ trashed: true, read: true });
    const sent = summary({
      _id: 'd0a80101-0000-4000-8000-000000000002',
      from: vendor._id,
      to: staff._id,
      sender: party(vendor),
      receiver: party(staff),
      subject: 'My reply',
      trashed: true,
    });
    messageServer((url) =>
      url.startsWith('/api/message?box=trash') ? jsonResponse(boxPage([received, sent], { box: 'trash' })) : undefined,
    );
    renderRoutes(appRoutes, '/messages/trash');
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1) as [HTMLElement, HTMLElement];
    expect(rows[0]).toHaveTextContent(/^From Kofi Mensah \(Soko team\)/);
    expect(rows[1]).toHaveTextContent(/^To Kofi Mensah \(Soko team\)/);
    // What the vendor sent is never "unread" to them, even when the receiver has not opened it.
    expect(within(rows[1]).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete forever' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});

const boxCalls = (fetchMock: ReturnType<typeof mockFetch>, box: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`/api/message?box=${box}&`));

/** Ten read messages whose ids and subjects start with `prefix`. */
function tenMessages(prefix: string, overrides: Partial<MessageSummary> = {}): MessageSummary[] {
  return Array.from({ length: 10 }, (_, index) =>
    summary({
      _id: `d0a80101-0000-4000-8000-0000000${prefix}${String(index).padStart(2, '0')}`,
      subject: `${prefix} ${index}`,
      read: true,
      ...overrides,
    }),
  );
}

describe('message lists past their numbered pages', { timeout: 30_000 }, () => {
  it('offers Next results on the last numbered page of a box counted to 10,000+, then First page back', async () => {
    const user = userEvent.setup();
    const capped = { total: 10_000, totalCapped: true };
    const fetchMock = messageServer((url) => {
      if (url.startsWith('/api/message?box=inbox&cursor=c-10001')) {
        return jsonResponse(boxPage(tenMessages('20'), { ...capped, nextCursor: 'c-10011' }));
      }
      if (url.startsWith('/api/message?box=inbox&page=1000')) {
        return jsonResponse(boxPage(tenMessages('10'), { ...capped, page: 1000, nextCursor: 'c-10001' }));
      }
      if (url.startsWith('/api/message?box=inbox&page=1&')) {
        return jsonResponse(boxPage(tenMessages('01'), { ...capped, nextCursor: 'c-11' }));
      }
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/messages/inbox?page=1000');
    expect(await screen.findByRole('link', { name: '10 0' })).toBeInTheDocument();
    expect(screen.getByText('10,000+ messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1000' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next results' }));
    expect(await screen.findByRole('link', { name: '20 0' })).toBeInTheDocument();
    expect(boxCalls(fetchMock, 'inbox').at(-1)).toBe('/api/message?box=inbox&cursor=c-10001&limit=10');
    expect(router.state.location.search).toBe('?after=c-10001');
    // Along the cursor there are no page numbers: Next results goes on, First page goes back.
    expect(screen.queryByRole('button', { name: 'Page 1000' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next results' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('link', { name: '01 0' })).toBeInTheDocument();
    expect(boxCalls(fetchMock, 'inbox').at(-1)).toBe('/api/message?box=inbox&page=1&limit=10');
    expect(router.state.location.search).toBe('');
  });

  it('reads a box along the cursor in the address and deletes what is selected there, staying on it', async () => {
    const user = userEvent.setup();
    let trashed = false;
    const sentByVendor = { from: vendor._id, to: staff._id, sender: party(vendor), receiver: party(staff) };
    const [first, second] = tenMessages('30', sentByVendor) as [MessageSummary, MessageSummary];
    const fetchMock = messageServer((url, init) => {
      if (url.startsWith('/api/message?box=sent&cursor=c-5')) {
        const items = trashed ? [second] : [first, second];
        return jsonResponse(boxPage(items, { box: 'sent', total: 10_000, totalCapped: true, nextCursor: null }));
      }
      if (url === '/api/message/trash' && init?.method === 'POST') {
        trashed = true;
        return jsonResponse({ msg: '1 message moved to trash', count: 1, unread: 0 });
      }
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/messages/sent?after=c-5');
    expect(await screen.findByRole('link', { name: '30 0' })).toBeInTheDocument();
    expect(boxCalls(fetchMock, 'sent')[0]).toBe('/api/message?box=sent&cursor=c-5&limit=10');
    expect(screen.getByText('The end of the list.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select “30 0” to Kofi Mensah (Soko team)' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 message moved to trash')).toBeInTheDocument();
    const trashCall = fetchMock.mock.calls.find(([url]) => url === '/api/message/trash');
    expect(JSON.parse(String(trashCall?.[1]?.body))).toEqual({ ids: [first._id] });
    await waitFor(() => expect(screen.queryByRole('link', { name: '30 0' })).not.toBeInTheDocument());
    // The cursor keeps its place: no redirect to a numbered page.
    expect(screen.getByRole('link', { name: '30 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?after=c-5');
  });

  it("shows the server's refusal of a stale cursor, with the way back to the first page", async () => {
    const user = userEvent.setup();
    messageServer((url) => {
      if (url.startsWith('/api/message?box=inbox&cursor=')) {
        return jsonResponse({ errors: [{ msg: LIST_TEXT.badCursor }] }, 400);
      }
      if (url.startsWith('/api/message?box=inbox&page=1&')) return jsonResponse(boxPage(tenMessages('01')));
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/messages/inbox?after=stale');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LIST_TEXT.badCursor)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('link', { name: '01 0' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** XMLHttpRequest as the send uses it (fetch reports no upload progress); answers as soon as it is sent. */
class FakeUploadRequest {
  static sent: FormData[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: {} };
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  responseText = '';

  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return 'application/json';
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    FakeUploadRequest.sent.push(body);
    queueMicrotask(() => {
      this.status = FakeUploadRequest.answer.status;
      this.responseText = JSON.stringify(FakeUploadRequest.answer.body);
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

function message(overrides: Partial<MessageDto> = {}): MessageDto {
  return { ...summary({ read: true }), body: '<p>Please send a clearer copy.</p>', attachments: [], ...overrides };
}

describe('reply modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    FakeUploadRequest.sent = [];
    FakeUploadRequest.answer = { status: 201, body: message({ _id: 'd0a80101-0000-4000-8000-000000000009' }) };
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    localStorage.setItem('token', 'test-token');
    mockFetch(() => jsonResponse({}));
  });

  it('answers the other party with "Re:" and sends the reply with its attachment', async () => {
    const onClose = vi.fn();
    const original = message();
    renderWithProviders(<ReplyModal message={original} userId={vendor._id} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Kofi Mensah (Soko team)' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('Kofi Mensah (Soko team)');
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Re: Your documents');

    const user = userEvent.setup();
    await user.type(await within(dialog).findByRole('textbox', { name: /^Message/ }), 'Here it is');
    const invoice = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, invoice);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(MESSAGE_TEXT.sent)).toBeInTheDocument();
    const [sent] = FakeUploadRequest.sent;
    expect(sent?.get('to')).toBe(staff._id);
    expect(sent?.get('subject')).toBe('Re: Your documents');
    expect(sent?.get('body')).toBe('<p>Here it is</p>');
    expect(sent?.get('replyTo')).toBe(original._id);
    expect((sent?.getAll('attachments') ?? []).map((file) => (file as File).name)).toEqual(['licence.pdf']);
  });

  it('sends a reply to a sent message to its receiver, without a second "Re:"', async () => {
    const mine = message({
      from: vendor._id,
      to: staff._id,
      sender: party(vendor),
      receiver: party(staff),
      subject: 'Re: Stock',
    });
    renderWithProviders(<ReplyModal message={mine} userId={vendor._id} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Kofi Mensah (Soko team)' });
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue('Re: Stock');
  });

  it('sends nothing without a message or with a file over the limit', async () => {
    renderWithProviders(<ReplyModal message={message()} userId={vendor._id} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGE_TEXT.bodyRequired)).toBeInTheDocument();

    await user.type(await within(dialog).findByRole('textbox', { name: /^Message/ }), 'Big file attached');
    const big = new File([new Uint8Array(MESSAGE_ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, big);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGE_TEXT.attachmentTooLarge('scan.pdf'))).toBeInTheDocument();
    expect(FakeUploadRequest.sent).toEqual([]);
  });

  it('shows the server’s reason when the reply is refused', async () => {
    FakeUploadRequest.answer = { status: 403, body: { errors: [{ msg: MESSAGE_TEXT.cannotWrite, param: 'to' }] } };
    const onClose = vi.fn();
    renderWithProviders(<ReplyModal message={message()} userId={vendor._id} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.type(await within(dialog).findByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(MESSAGE_TEXT.cannotWrite, { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
