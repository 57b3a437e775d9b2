import { lazy } from 'react';
import type { ConsoleArea } from '../../lib/area';

// op-auth's area: the sign-in, two-factor and enrol pages (frame 'bare': outside the shell, no session).
// This placeholder keeps /login routed until their foundation replaces this folder.
export const loginArea: ConsoleArea = {
  name: 'login',
  routes: [{ path: 'login', page: lazy(() => import('./login-page')), frame: 'bare' }],
  menu: [],
};
