import { installValidationMessages } from '@soko/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

// jitless: zod's compiled parsers probe `new Function`, which the Content-Security-Policy forbids.
installValidationMessages({ jitless: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
