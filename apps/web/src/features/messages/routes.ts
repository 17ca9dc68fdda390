import { type RouteObject, redirect } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

const listPages = () => import('./pages/message-list-page.tsx');

/** Any signed-in user (docs/product.md section 2: /messages/inbox, /messages/sent, /messages/trash). */
export const messageRoutes: RouteObject[] = [
  { path: '/messages', handle: staffNeeds('messages'), loader: () => redirect('/messages/inbox') },
  {
    path: '/messages/inbox',
    handle: staffNeeds('messages'),
    lazy: async () => ({ Component: (await listPages()).InboxPage }),
  },
  {
    path: '/messages/sent',
    handle: staffNeeds('messages'),
    lazy: async () => ({ Component: (await listPages()).SentPage }),
  },
  {
    path: '/messages/trash',
    handle: staffNeeds('messages'),
    lazy: async () => ({ Component: (await listPages()).TrashPage }),
  },
  {
    path: '/messages/compose',
    handle: staffNeeds('messages'),
    lazy: async () => ({ Component: (await import('./pages/compose-page.tsx')).ComposePage }),
  },
  {
    path: '/messages/:id',
    handle: staffNeeds('messages'),
    lazy: async () => ({ Component: (await import('./pages/message-page.tsx')).MessagePage }),
  },
];
