import type { RouteObject } from 'react-router';

/** Visitors only: a signed-in user is sent to the dashboard. */
export const authGuestRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./pages/login-page.tsx')).LoginPage }) },
  { path: '/register', lazy: async () => ({ Component: (await import('./pages/register-page.tsx')).RegisterPage }) },
  {
    path: '/forget-password',
    lazy: async () => ({ Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage }),
  },
];

/** Emailed links, which work whoever is signed in. */
export const authPublicRoutes: RouteObject[] = [
  {
    path: '/verifyEmail/:token',
    lazy: async () => ({ Component: (await import('./pages/verify-email-page.tsx')).VerifyEmailPage }),
  },
  {
    path: '/reset/:token',
    lazy: async () => ({ Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage }),
  },
];
