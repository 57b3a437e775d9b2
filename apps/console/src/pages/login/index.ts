import { lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';

// op-auth's sign-in pages (decision 036): email + password, the two-factor code (or a recovery code), and
// enrolling an authenticator. Outside the shell (frame 'bare'): they work without a finished session.
export const loginArea: ConsoleArea = {
  name: 'login',
  routes: [
    { path: 'login', page: lazy(() => import('./login-page')), frame: 'bare' },
    { path: 'login/2fa', page: lazy(() => import('./totp-page')), frame: 'bare' },
    { path: 'login/enrol', page: lazy(() => import('./enrol-page')), frame: 'bare' },
  ],
  menu: [],
};
