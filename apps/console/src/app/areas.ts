import type { ConsoleArea } from '../lib/area';
import { brandArea } from '../pages/brand';
import { decorationArea } from '../pages/decoration';
import { dashboardArea } from '../pages/dashboard';
import { loginArea } from '../pages/login';
import { operatorsArea } from '../pages/operators';
import { tenantsArea } from '../pages/tenants';
import { auditArea } from '../pages/audit';
import { airdropsArea } from '../pages/airdrops';
import { catalogueArea } from '../pages/catalogue';
import { noticesArea } from '../pages/notices';
import { albumsArea } from '../pages/albums';
import { usersArea } from '../pages/users';
import { ordersArea } from '../pages/orders';
import { shippingArea } from '../pages/shipping';
import { chainArea } from '../pages/chain';
import { financeArea } from '../pages/finance';
import { growthArea } from '../pages/growth';
import { marketingArea } from '../pages/marketing';
import { providersArea } from '../pages/providers';

// Every area of the console: one line each (pages/<area>/index.ts exports its ConsoleArea).
// Keep one import and one entry per line so that branches adding areas merge cleanly.
// prettier-ignore
export const AREAS: ConsoleArea[] = [
  dashboardArea,
  brandArea,
  decorationArea,
  catalogueArea,
  noticesArea,
  albumsArea,
  airdropsArea,
  growthArea,
  marketingArea,
  usersArea,
  ordersArea,
  shippingArea,
  financeArea,
  chainArea,
  providersArea,
  operatorsArea,
  tenantsArea,
  auditArea,
  loginArea,
];
