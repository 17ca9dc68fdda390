import { type RouteObject, redirect } from 'react-router';

const listPages = () => import('./pages/message-list-page.tsx');

/** Any signed-in user (spec section 2: /messages/inbox, /messages/sent, /messages/trash). */
export const messageRoutes: RouteObject[] = [
  { path: '/messages', loader: () => redirect('/messages/inbox') },
  { path: '/messages/inbox', lazy: async () => ({ Component: (await listPages()).InboxPage }) },
  { path: '/messages/sent', lazy: async () => ({ Component: (await listPages()).SentPage }) },
  { path: '/messages/trash', lazy: async () => ({ Component: (await listPages()).TrashPage }) },
  {
    path: '/messages/compose',
    lazy: async () => ({ Component: (await import('./pages/compose-page.tsx')).ComposePage }),
  },
  {
    path: '/messages/:id',
    lazy: async () => ({ Component: (await import('./pages/message-page.tsx')).MessagePage }),
  },
];
