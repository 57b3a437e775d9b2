import { generateKeyPairSync } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antdSettled, confirmPopup, consolePage, consoleShot, launch, lowContrastTexts, signInConsole } from './console-browser';
import { demoOwner } from './console-sign-in';

// The providers page (issue 28, decision 050), in Chromium at 1440x900. The demo tenant's owner sees the
// development sandboxes serving payments and SMS and runs a check. Then an owner saves their own WeChat Pay
// credentials, sees them as "your own" with their secrets "set" and never their values, runs the check
// (failing: nothing listens at the endpoint given), and removes them. That write runs on the closed demo
// tenant (closed.localhost, whose console still answers): the storefront's e2e files pay on localhost and
// aurora.localhost through the same server meanwhile, and a WeChat Pay of the demo tenant pointing at a dead
// endpoint would take their WeChat payments.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface ProviderView {
  kind: string;
  vendor: string;
  source: string;
  secretsSet: string[];
}

describe('console providers', () => {
  it('the demo owner sees the payment and SMS sandboxes and checks one', async () => {
    const { page, base, origin } = await consolePage(browser);
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin);
    await page.goto(`${base}/dashboard`);
    await page.getByRole('menuitem', { name: 'Providers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Providers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/providers');

    const pay = page.getByTestId('provider-pay-sandbox');
    await pay.getByText('Development sandbox', { exact: true }).waitFor();
    await pay.getByText('WeChat Pay 0', { exact: true }).waitFor();
    await pay.getByText('Alipay 1', { exact: true }).waitFor();
    const sms = page.getByTestId('provider-sms-sandbox');
    await sms.getByText('Development sandbox', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Check now: Payments · Sandbox' }).click();
    await page.getByText('Payments · Sandbox: the check passed').waitFor();
    await pay.getByText('OK', { exact: true }).waitFor();
    await pay.getByText(/^Checked \d{4}-\d{2}-\d{2} /).waitFor();
    expect(await lowContrastTexts(page)).toEqual([]);
    await consoleShot(page, 'providers-list');
    await page.context().close();
  }, 60_000);

  it('an owner saves their own WeChat Pay: secrets set and never shown, its check fails, then removes it', async () => {
    const { page, base, origin } = await consolePage(browser, 'closed.localhost');
    await page.addInitScript(() => localStorage.setItem('curio-console-language', 'en'));
    await signInConsole(page, origin, demoOwner('closed'));
    await page.goto(`${base}/providers`);
    await page.getByRole('heading', { level: 1, name: 'Providers' }).waitFor();
    await page.getByTestId('provider-pay-sandbox').waitFor();

    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const apiV3Key = 'e2eApiV3Key0123456789abcdefABCDE'; // 32 characters
    // A line from the middle of the private key: the part that would show if any of it leaked.
    const privateLine = privateKey.split('\n')[5]!;

    await page.getByRole('button', { name: 'Set up Payments · WeChat Pay' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('Merchant ID (mchid)').fill('1900000109');
    await drawer.getByLabel('App ID').fill('wx8888888888888888');
    await drawer.getByLabel('Merchant certificate serial number').fill('5157F09EFDC096DE15EBE81A47057A7232F1B8E1');
    await drawer.getByLabel('WeChat Pay public key ID').fill('PUB_KEY_ID_0114232134912410000000000000');
    await drawer.getByLabel('WeChat Pay public key (PEM)').fill(publicKey);
    // Nothing listens on the discard port: the check fails at once (connection refused).
    await drawer.getByLabel('API endpoint (optional)').fill('http://127.0.0.1:9');
    // The first save needs the secrets: saving without them is refused in the form.
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').count()).toBe(2);
    expect(await drawer.getByLabel('API v3 key').getAttribute('autocomplete')).toBe('new-password');
    expect(await drawer.getByLabel('API v3 key').getAttribute('type')).toBe('password');
    await drawer.getByLabel('Merchant private key (PEM)').fill(privateKey);
    await drawer.getByLabel('API v3 key').fill(apiV3Key);
    await antdSettled(page, '.ant-drawer-content-wrapper');
    expect(await lowContrastTexts(page)).toEqual([]);
    await consoleShot(page, 'providers-wechatpay-form');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('WeChat Pay saved').waitFor();
    await drawer.waitFor({ state: 'detached' });

    const own = page.getByTestId('provider-pay-wechatpay');
    await own.getByText('Your own credentials', { exact: true }).waitFor();
    await own.getByText('Merchant private key (PEM): set', { exact: true }).waitFor();
    await own.getByText('API v3 key: set', { exact: true }).waitFor();
    await own.getByText('WeChat Pay 0', { exact: true }).waitFor();
    // The sandbox still serves what WeChat Pay does not.
    await page.getByTestId('provider-pay-sandbox').getByText('Alipay 1', { exact: true }).waitFor();
    const html = await page.content();
    expect(html).not.toContain(apiV3Key);
    expect(html).not.toContain(privateLine);
    // The list call itself, from the page (closed.localhost resolves in the browser only).
    const listed = await page.evaluate(async () => {
      const res = await fetch('/api/console/providers');
      return (await res.json()) as { code: number; data: { providers: ProviderView[] } };
    });
    expect(listed.code).toBe(0);
    expect(listed.data.providers.find((p) => p.kind === 'pay' && p.vendor === 'wechatpay')).toMatchObject({
      source: 'tenant',
      secretsSet: expect.arrayContaining(['privateKey', 'apiV3Key']) as unknown,
    });
    expect(JSON.stringify(listed)).not.toContain(apiV3Key);
    expect(JSON.stringify(listed)).not.toContain(privateLine);

    await page.getByRole('button', { name: 'Check now: Payments · WeChat Pay' }).click();
    await page.getByText('Payments · WeChat Pay: the check failed').waitFor();
    await own.getByText('Failing', { exact: true }).waitFor();
    expect((await own.getByTestId('health-error').textContent())?.trim()).not.toBe('');
    expect(await lowContrastTexts(page)).toEqual([]);
    await consoleShot(page, 'providers-own-failing');

    // Editing: the public fields come back, the secrets stay empty ("saved — leave empty to keep").
    await own.getByRole('button', { name: 'Edit Payments · WeChat Pay' }).click();
    await expect.poll(() => drawer.getByLabel('Merchant ID (mchid)').inputValue()).toBe('1900000109');
    expect(await drawer.getByLabel('API v3 key').inputValue()).toBe('');
    expect(await drawer.getByLabel('Merchant private key (PEM)').inputValue()).toBe('');
    await expect.poll(() => drawer.getByText('Saved — leave empty to keep').count()).toBeGreaterThanOrEqual(2);
    await confirmPopup(page, drawer.getByRole('button', { name: 'Remove my credentials' }), 'Remove');
    await page.getByText('WeChat Pay credentials removed').waitFor();
    await own.waitFor({ state: 'detached' });
    await page.getByTestId('provider-pay-sandbox').getByText('WeChat Pay 0', { exact: true }).waitFor();
    await page
      .getByTestId('own-wechatpay')
      .getByText(/Not set up/)
      .waitFor();
    await page.context().close();
  }, 90_000);
});
