import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

// Signing in to the console in a browser (op-auth, decision 036), for every console e2e.

/** The seeded accounts (development only; README "Operator console"). */
export const DEMO_ADMIN = { email: 'admin@curio.local', password: 'curio-admin-demo' } as const;
export const demoOwner = (tenantCode: string) => ({ email: `owner@${tenantCode}.local`, password: 'curio-owner-demo' });

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238's code of a base32 secret at a time (what an authenticator app shows). */
export function totpCode(secret: string, at = Date.now()): string {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of secret.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const o = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export interface SignInResult {
  /** The authenticator secret when this sign-in enrolled one (keep it to sign in again). */
  secret?: string;
  recoveryCodes?: string[];
}

/**
 * Signs in at `${base}/login` (or the sign-in page the browser is on) (base: the console root, e.g. http://localhost:PORT/console) and lands in the
 * shell. Two-factor: `secret` answers the code step; `enrol: true` enrols an authenticator when offered
 * (its secret is returned), otherwise the offer is skipped (development servers only).
 */
export async function signInConsolePage(
  page: Page,
  base: string,
  who: {
    email: string;
    password: string;
    secret?: string;
    enrol?: boolean;
    /**
     * The two-factor code of at least this 30-second step: an authenticator a step ahead (the server allows
     * one step of drift either side), so a second sign-in right after a code was used need not wait.
     */
    minStep?: number;
  },
): Promise<SignInResult> {
  // Already on the sign-in page (sent there by the shell, with ?next=): sign in there, keeping it.
  if (!new URL(page.url()).pathname.startsWith('/console/login')) await page.goto(`${base}/login`);
  await page.getByLabel(/^(Email|邮箱|電子郵件)$/).fill(who.email);
  await page.getByLabel(/^(Password|密码|密碼)$/).fill(who.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname !== '/console/login');
  const path = () => new URL(page.url()).pathname;
  const result: SignInResult = {};
  if (path() === '/console/login/2fa') {
    if (!who.secret) throw new Error('signInConsolePage: two-factor asked, no secret given');
    const step = Math.max(Math.floor(Date.now() / 30_000), who.minStep ?? 0);
    await page.getByLabel(/^(Verification code|验证码|驗證碼)$/).fill(totpCode(who.secret, step * 30_000));
    await page.locator('button[type="submit"]').click();
  } else if (path() === '/console/login/enrol') {
    const secretEl = page.getByTestId('totp-secret');
    await secretEl.waitFor();
    if (who.enrol) {
      result.secret = (await secretEl.innerText()).trim();
      result.recoveryCodes = (await page.getByTestId('recovery-codes').innerText()).split(/\s+/).filter(Boolean);
      await page.getByLabel(/^(Verification code|验证码|驗證碼)$/).fill(totpCode(result.secret));
      await page.locator('button[type="submit"]').click();
    } else {
      await page.getByRole('button', { name: /^(Skip for now|暂时跳过|暫時略過)$/ }).click();
    }
  }
  await page.waitForURL((u) => !u.pathname.startsWith('/console/login'));
  return result;
}
