import type { ConsoleArea } from '../lib/area';
import { dashboardArea } from '../pages/dashboard';
import { loginArea } from '../pages/login';
import { usersArea } from '../pages/users';
import { ordersArea } from '../pages/orders';
import { chainArea } from '../pages/chain';
import { financeArea } from '../pages/finance';

// Every area of the console: one line each (pages/<area>/index.ts exports its ConsoleArea).
// Keep one import and one entry per line so that branches adding areas merge cleanly.
// prettier-ignore
export const AREAS: ConsoleArea[] = [
  dashboardArea,
  loginArea,
  usersArea,
  ordersArea,
  chainArea,
  financeArea,
];
