import http from 'node:http';
import { endpoints } from '@curio/contract';
import Database from 'better-sqlite3';
import { expect, inject } from 'vitest';
import { apiCall } from './api';
import { grantItem, ownOwner, tenantId } from './db';
import { verifiedUser } from './people';

// What the refund e2e files set up through the real API (decision 066): a resale paid in the sandbox
// cashier with the seller's proceeds in their wallet, a priced physical reward paid and shipped, and the
// console's own calls (ship, refund) as the demo owner makes them. All on the demo tenant, with users of
// their own: no shared setting changes.

export const HOST = 'localhost';
const CODE = 'demo';
/** The demo tenants' hosts by code (the owner of each is seeded as owner@<code>.local). */
const HOSTS: Record<string, string> = { demo: 'localhost', aurora: 'aurora.localhost' };
const PAY_PASSWORD = '135790';
const WALLET_PASSWORD = '258013';
const port = () => inject('e2ePort');

function db() {
  const d = new Database(inject('e2eDb'));
  d.pragma('busy_timeout = 5000');
  return d;
}

function row<T>(sql: string, ...args: unknown[]): T | undefined {
  const d = db();
  try {
    return d.prepare(sql).get(...args) as T | undefined;
  } finally {
    d.close();
  }
}

/** A plain HTTP request to the e2e server on the demo host; the answer's status and text. */
function send(
  method: string,
  path: string,
  o: { body?: string; type?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<{ status: number; text: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: port(),
        method,
        path,
        headers: {
          host: `${o.host ?? HOST}:${port()}`,
          ...(o.body ? { 'content-type': o.type ?? 'application/json' } : {}),
          ...o.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          const raw = res.headers['set-cookie'];
          resolve({ status: res.statusCode ?? 0, text, cookies: Array.isArray(raw) ? raw : raw ? [raw] : [] });
        });
      },
    );
    req.on('error', reject);
    if (o.body) req.write(o.body);
    req.end();
  });
}

/** Pays in the sandbox cashier as a tester presses Pay (GET the page, POST the form). */
async function cashierPay(cashierUrl: string, host: string): Promise<void> {
  const ref = /cashier\/(SBX[0-9A-F]+)/.exec(cashierUrl)![1]!;
  await send('GET', new URL(cashierUrl, `http://${host}`).pathname, { host });
  const r = await send('POST', `/api/pay-sandbox/cashier/${ref}?lang=en`, {
    body: 'action=pay&method=1',
    type: 'application/x-www-form-urlencoded',
    host,
  });
  expect(r.status).toBe(303);
}

async function payInCashier(token: string, orderNo: string, host = HOST): Promise<void> {
  const payment = await apiCall<{ cashierUrl: string }>(host, 'POST', endpoints.createPayment.path, token, {
    orderNo,
    method: 1,
  });
  await cashierPay(payment.cashierUrl, host);
  await expect
    .poll(() => row<{ status: string }>('SELECT status FROM orders WHERE order_no = ?', orderNo)?.status, { timeout: 15_000 })
    .toBe('paid');
}

export interface Resale {
  seller: { token: string; userId: number };
  buyer: { token: string; userId: number };
  cardNftId: number;
  listingId: number;
  orderNo: string;
  price: number;
}

/** A demo collectible the seller consigned and the buyer bought and paid; the seller's proceeds in their wallet. */
export async function paidResale(): Promise<Resale> {
  const seller = await verifiedUser(HOST, CODE, {
    name: 'Refund Seller',
    payPassword: PAY_PASSWORD,
    walletPassword: WALLET_PASSWORD,
  });
  const buyer = await verifiedUser(HOST, CODE, { name: 'Refund Buyer', payPassword: PAY_PASSWORD });
  const c = row<{ id: number; price: number }>(
    'SELECT id, price FROM collections WHERE tenant_id = ? AND price >= 100 ORDER BY id LIMIT 1',
    tenantId(CODE),
  )!;
  const cardNftId = grantItem(CODE, seller.userId, c.id);
  const price = c.price + 123;
  const listing = await apiCall<{ id: number }>(HOST, 'POST', endpoints.consign.path, seller.token, {
    cardNftId,
    price,
    agreed: true,
    payPassword: PAY_PASSWORD,
  });
  const placed = await apiCall<{ orderNo: string }>(HOST, 'POST', endpoints.placeOrder.path, buyer.token, {
    businessType: 7,
    itemId: listing.id,
    quantity: 1,
  });
  await payInCashier(buyer.token, placed.orderNo);
  await expect
    .poll(() => row<{ payout: string }>('SELECT payout FROM listings WHERE id = ?', listing.id)?.payout, { timeout: 15_000 })
    .toBe('done');
  return { seller, buyer, cardNftId, listingId: listing.id, orderNo: placed.orderNo, price };
}

/** A new buyer's paid order of the demo tenant's priced physical reward (the seed's "Tote bag"), to their own address. */
export async function paidReward(
  code = CODE,
): Promise<{ buyer: { token: string; userId: number }; orderNo: string; amount: number }> {
  const host = HOSTS[code]!;
  const buyer = await verifiedUser(host, code, { name: 'Reward Buyer' });
  const a = row<{ id: number; price: number }>(
    "SELECT id, price FROM activities WHERE tenant_id = ? AND kind = 'physical' AND price > 0 AND enabled = 1 ORDER BY id LIMIT 1",
    tenantId(code),
  )!;
  const address = await apiCall<{ id: number }>(host, 'POST', endpoints.saveAddress.path, buyer.token, {
    receiver: '李雷',
    phone: '13700000009',
    regionCode: '310104',
    province: '上海市',
    city: '上海市',
    district: '徐汇区',
    detail: '宜山路 700 号',
  });
  const placed = await apiCall<{ orderNo: string }>(host, 'POST', endpoints.confirmActivityOrder.path, buyer.token, {
    activityId: a.id,
    cardNftIds: [],
    addressId: address.id,
  });
  await payInCashier(buyer.token, placed.orderNo, host);
  return { buyer, orderNo: placed.orderNo, amount: Number(a.price) };
}

const owners: Record<string, { email: string; password: string }> = {};

/** A console session over HTTP of an owner of this run's own (one per tenant): its cookie and CSRF token. */
async function consoleSession(code: string): Promise<Record<string, string>> {
  const r = await send('POST', '/api/console/auth/login', {
    body: JSON.stringify((owners[code] ??= ownOwner(code, 'refund'))),
    host: HOSTS[code],
  });
  const env = JSON.parse(r.text) as { code: number; data: { csrfToken: string } };
  expect(env.code).toBe(0);
  const cookie = r.cookies.find((c) => c.startsWith('curio_console='))!.split(';')[0]!;
  return { cookie, 'x-csrf-token': env.data.csrfToken };
}

async function consoleWrite(path: string, body: unknown, code: string): Promise<{ code: number; msg: string }> {
  const headers = await consoleSession(code);
  const r = await send('POST', `/api${path}`, { body: JSON.stringify(body), headers, host: HOSTS[code] });
  return JSON.parse(r.text) as { code: number; msg: string };
}

/** The operator ships the order (carrier and tracking number), as the console's shipping page does. */
export async function shipAsOperator(
  orderNo: string,
  code = CODE,
  carrier = 'SF Express',
  trackingNo = 'SF1234567890',
): Promise<void> {
  const r = await consoleWrite(endpoints.shipOrder.path.replace('{orderNo}', orderNo), { carrier, trackingNo }, code);
  expect(r.code, r.msg).toBe(0);
}

/** The operator refunds the order with a reason, as the order page does. */
export async function refundAsOperator(orderNo: string, code = CODE, reason = 'Refunded at the buyer’s request'): Promise<void> {
  const r = await consoleWrite(endpoints.consoleRefundOrder.path.replace('{orderNo}', orderNo), { reason }, code);
  expect(r.code, r.msg).toBe(0);
}

/** Who holds the collectible now, and its status. */
export function holderOf(cardNftId: number): { user_id: number; status: string } {
  return row<{ user_id: number; status: string }>('SELECT user_id, status FROM card_nfts WHERE id = ?', cardNftId)!;
}

/** An order's status in the database. */
export function statusOf(orderNo: string): string | undefined {
  return row<{ status: string }>('SELECT status FROM orders WHERE order_no = ?', orderNo)?.status;
}
