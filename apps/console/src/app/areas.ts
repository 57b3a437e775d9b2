import type { ConsoleArea } from '../lib/area';
import { brandArea } from '../pages/brand';
import { homeArea } from '../pages/home';
import { creatorSpaceArea } from '../pages/creator-space';
import { dashboardArea } from '../pages/dashboard';
import { loginArea } from '../pages/login';
import { operatorArea } from '../pages/operator';
import { tenantArea } from '../pages/tenant';
import { auditArea } from '../pages/audit';
import { airdropArea } from '../pages/airdrop';
import { catalogueArea } from '../pages/catalogue';
import { noticeArea } from '../pages/notice';
import { albumArea } from '../pages/album';
import { userArea } from '../pages/user';
import { orderArea } from '../pages/order';
import { marketArea } from '../pages/market';
import { shippingArea } from '../pages/shipping';
import { chainArea } from '../pages/chain';
import { financeArea } from '../pages/finance';
import { payoutArea } from '../pages/payout';
import { synthesisArea } from '../pages/synthesis';
import { activityArea } from '../pages/activity';
import { couponArea } from '../pages/coupon';
import { providerSettingsArea } from '../pages/provider-settings';

// Every area of the console: one line each (pages/<area>/index.ts exports its ConsoleArea).
// Keep one import and one entry per line so that branches adding areas merge cleanly.
// prettier-ignore
export const AREAS: ConsoleArea[] = [
  dashboardArea,
  brandArea,
  homeArea,
  creatorSpaceArea,
  catalogueArea,
  noticeArea,
  albumArea,
  airdropArea,
  synthesisArea,
  activityArea,
  couponArea,
  userArea,
  orderArea,
  marketArea,
  shippingArea,
  financeArea,
  payoutArea,
  chainArea,
  providerSettingsArea,
  operatorArea,
  tenantArea,
  auditArea,
  loginArea,
];
