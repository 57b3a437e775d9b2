import { ErrorCode, errorMessage, type Language } from '@curio/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, phonePage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

let seq = 0;
const newPhone = () => `137${String(Date.now()).slice(-5)}${String(++seq).padStart(3, '0')}`;
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/** The latest code the SMS sandbox sent to `phone`, read on the page's own tenant host. */
async function latestCode(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const rows = await page.evaluate(async (p) => {
        const res = await fetch(`/api/dev/sms-outbox?phone=${p}`);
        return ((await res.json()) as { data: { code: string }[] | null }).data ?? [];
      }, phone);
      code = rows[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function fill(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).fill(value);
}

async function register(page: Page, base: string, phone: string, password: string, name: string) {
  await page.goto(`${base}/#/pages/register/index`);
  await fill(page, 'register-phone', phone);
  await page.getByTestId('sms-send').click();
  await fill(page, 'register-code', await latestCode(page, phone));
  await fill(page, 'register-password', password);
  await fill(page, 'register-confirm', password);
  await page.getByTestId('register-agree').click();
  await screenshot(page, `identity-${name}-register`);
  await page.getByTestId('register-submit').click();
  await page.waitForURL((u) => !u.hash.startsWith('#/pages/register'));
}

const tenants: [host: string, lang: Language, idCard: string][] = [
  ['localhost', 'zh-CN', '110105199003071239'],
  ['aurora.localhost', 'en', '310115198805122347'],
];

describe.each(tenants)('identity journey on %s', (host, lang, idCard) => {
  it('register, real name, chain account, sign out, log in again and come back to reUrl', async () => {
    const { page, base } = await phonePage(browser, host);
    const phone = newPhone();
    const password = 'Secret-123';
    const name = host.split('.')[0]!;

    await register(page, base, phone, password, name);

    await page.goto(`${base}/#/pages/account/index/index`);
    await page
      .getByTestId('mine-phone')
      .filter({ hasText: phone.slice(-4) })
      .waitFor();
    expect(await page.getByTestId('mine-phone').textContent()).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    await expect.poll(() => page.getByTestId('mine-realname').getAttribute('data-state')).toBe('not-verified');
    await screenshot(page, `identity-${name}-mine-new`);

    // Real name with the KYC sandbox.
    await page.goto(`${base}/#/pages/account/safety/verify`);
    await fill(page, 'verify-name', lang === 'en' ? 'Li Lei' : '张三');
    await fill(page, 'verify-idcard', idCard);
    await page.getByTestId('verify-agree').click();
    await screenshot(page, `identity-${name}-verify`);
    await page.getByTestId('verify-submit').click();
    await page.waitForURL((u) => !u.hash.startsWith('#/pages/account/safety/verify'));

    // Chain account.
    await page.goto(`${base}/#/pages/account/safety/chain-verify`);
    await page.getByTestId('chain-open').click();
    await page.getByTestId('chain-list').waitFor();
    const address = await page.locator('[data-testid^="chain-address-"]').first().textContent();
    expect(address).toMatch(/0x[0-9a-fA-F]{4}/);
    await screenshot(page, `identity-${name}-chain-opened`);

    // Everything shows on the mine page.
    await page.goto(`${base}/#/pages/account/index/index`);
    await expect.poll(() => page.getByTestId('mine-realname').getAttribute('data-state')).toBe('verified');
    await expect.poll(() => page.getByTestId('mine-chain').getAttribute('data-state')).toBe('opened');
    await screenshot(page, `identity-${name}-mine-verified`);

    // Sign out (confirmed in a dialog).
    await page.getByTestId('mine-signout').click();
    await page.locator('.adm-dialog-button').last().click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/index/index'));

    // A needs-login page sends to login and comes back after a password login.
    await page.goto(`${base}/#/pages/account/safety/index`);
    await page.waitForURL((u) => u.hash.startsWith('#/pages/login/index'));
    expect(hashOf(page)).toBe('#/pages/login/index?reUrl=/pages/account/safety/index');
    await page.getByTestId('login-tab-password').click();
    await fill(page, 'login-phone', phone);
    await fill(page, 'login-password', password);
    await screenshot(page, `identity-${name}-login`);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.hash === '#/pages/account/safety/index');
    await page.getByTestId('safety-verify').waitFor();
    await screenshot(page, `identity-${name}-safety`);
  });
});

describe('wrong inputs answer with the specification texts', () => {
  it('in the forms, in the user language, and a refused login changes nothing', async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    const zh = (code: number) => errorMessage(code, 'zh-CN');

    await page.goto(`${base}/#/pages/register/index`);
    await fill(page, 'register-phone', '12345');
    await fill(page, 'register-password', '12345');
    await fill(page, 'register-confirm', '123456');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('field-error-phone').waitFor();
    expect(await page.getByTestId('field-error-phone').textContent()).toBe(zh(ErrorCode.PHONE_INVALID));
    expect(await page.getByTestId('field-error-password').textContent()).toBe(zh(ErrorCode.PASSWORD_LENGTH));
    await screenshot(page, 'identity-register-errors');

    // A wrong password for an unknown phone: the server's refusal is shown, and what was typed stays.
    await page.goto(`${base}/#/pages/login/index?tab=password`);
    await fill(page, 'login-phone', '13900000000');
    await fill(page, 'login-password', 'wrong-password');
    await page.getByTestId('login-submit').click();
    await page
      .locator('.adm-toast-main')
      .filter({ hasText: zh(ErrorCode.LOGIN_FAILED) })
      .waitFor();
    expect(await page.getByTestId('login-phone').inputValue()).toBe('13900000000');
    expect(hashOf(page)).toContain('#/pages/login/index');
  });

  it('the KYC sandbox mismatch answers under the ID field', async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    await register(page, base, newPhone(), 'Secret-123', 'mismatch');
    await page.goto(`${base}/#/pages/account/safety/verify`);
    await fill(page, 'verify-name', '李四');
    await fill(page, 'verify-idcard', '110102198501016781');
    await page.getByTestId('verify-agree').click();
    await page.getByTestId('verify-submit').click();
    await page.getByText(errorMessage(ErrorCode.IDENTITY_PHONE_MISMATCH, 'zh-CN')).first().waitFor();
    await screenshot(page, 'identity-verify-mismatch');
  });
});

describe('DID sign-in through the sandbox partner', () => {
  it('comes back signed in, with token and from stripped from the address', async () => {
    const { page, base } = await phonePage(browser, 'localhost');
    await page.goto(`${base}/#/pages/login/digitalIdentity`);
    await page.getByTestId('did-channel-xiwu').click();
    await page.waitForURL((u) => u.pathname === '/api/dev/did-sandbox');
    await screenshot(page, 'identity-did-sandbox');
    // Each step with a timeout of its own, below the test's: a step that hangs fails with Playwright's log of what
    // it waited for and saw (a timeout of the whole test says nothing). Back on the storefront, what the test
    // checks is the address and the app's boot (`html[data-app]`), not the landing page's load event, which also
    // waits for every image the home starts before it.
    await page.locator('a.go').first().click({ timeout: 20_000 });
    await page.waitForURL((u) => u.pathname === '/' && !u.search.includes('token'), { waitUntil: 'commit', timeout: 20_000 });
    expect(page.url()).not.toContain('from=did');
    await page.locator('html[data-app]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.goto(`${base}/#/pages/account/index/index`, { waitUntil: 'commit', timeout: 20_000 });
    await page.getByTestId('mine-phone').waitFor();
    await expect.poll(async () => (await page.getByTestId('mine-phone').textContent()) ?? '').toMatch(/\*{4}\d{4}/);
    await screenshot(page, 'identity-did-mine');
  });
});

describe('every identity page renders for a signed-in user', () => {
  const pages = [
    '/pages/login/index',
    '/pages/register/index',
    '/pages/login/forget',
    '/pages/login/agreement',
    '/pages/login/policy',
    '/pages/login/digitalIdentity',
    '/pages/account/index/index',
    '/pages/account/about/index',
    '/pages/account/about/update-nickname',
    '/pages/account/about/update-intro',
    '/pages/account/safety/index',
    '/pages/account/safety/pwd-update',
    '/pages/account/safety/pwd-forget',
    '/pages/account/safety/twopwd-set',
    '/pages/account/safety/twopwd-update',
    '/pages/account/safety/twopwd-forget',
    '/pages/account/safety/verify',
    '/pages/account/safety/pass-verify',
    '/pages/account/safety/chain-verify',
    '/pages/account/safety/opened',
    '/pages/account/safety/not-opened',
  ];

  it.each([['localhost'], ['aurora.localhost']])('on %s, with a screenshot of each', async (host) => {
    const { page, base } = await phonePage(browser, host);
    await register(page, base, newPhone(), 'Secret-123', `${host.split('.')[0]}-all`);
    for (const path of pages) {
      await page.goto(`${base}/#${path}`);
      await page.waitForLoadState('networkidle');
      await page.locator('.curio-page').first().waitFor();
      await page.locator('.curio-page-loading').waitFor({ state: 'detached' });
      expect(await page.getByTestId('not-found').count(), path).toBe(0);
      expect(await page.getByTestId('lazy-load-failed').count(), path).toBe(0);
      await screenshot(page, `page-${host.split('.')[0]}${path.replaceAll('/', '-')}`);
    }
  });
});
