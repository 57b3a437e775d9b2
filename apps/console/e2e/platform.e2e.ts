import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolePage, consoleShot, launch, signInConsole } from './console-browser';
import { openHome } from '../../web/e2e/browser';
import { addMenuTab } from '../../web/e2e/db';
import { DEMO_ADMIN, signInConsolePage } from './console-sign-in';

// The platform console (op-auth, decision 036) in Chromium at 1440x900: a platform admin creates a tenant
// with its first owner; its host serves the storefront at once; the owner signs in with two-factor, adds an
// editor, and finds both writes in the audit log.
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('platform console', () => {
  it(
    'creates tenant Lyra on lyra.localhost; its owner enrols two-factor, adds an editor, and reads the audit log',
    { timeout: 90_000 },
    async () => {
      const { page, base } = await consolePage(browser, 'admin.localhost');
      await signInConsolePage(page, base, DEMO_ADMIN);
      await page.goto(`${base}/tenants`);
      await page.getByRole('button', { name: 'Create tenant' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Code').fill('lyra');
      await dialog.getByLabel('Name', { exact: true }).fill('Lyra');
      await dialog.getByLabel('Domains').fill('lyra.localhost');
      await dialog.getByLabel('Domains').press('Enter');
      await dialog.getByLabel('Owner email').fill('owner@lyra.test');
      await dialog.getByLabel('Owner name').fill('Lyra owner');
      await dialog.getByLabel('Owner password').fill('lyra-owner-password');
      await consoleShot(page, 'tenants-create');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('cell', { name: 'lyra', exact: true }).waitFor();
      await consoleShot(page, 'tenants');

      // The storefront answers on the new host without a restart.
      const { page: shop, origin } = await consolePage(browser, 'lyra.localhost');
      // (*.localhost resolves in Chromium, not in Node: the browser asks.) The served home carries the tenant's name.
      const res = await shop.goto(`${origin}/`);
      expect(res?.status()).toBe(200);
      expect(await res?.text()).toContain('Lyra');
      await shop.context().close();

      // The new owner signs in on lyra.localhost and enrols an authenticator.
      const owner = await consolePage(browser, 'lyra.localhost');
      const { secret } = await signInConsolePage(owner.page, owner.base, {
        email: 'owner@lyra.test',
        password: 'lyra-owner-password',
        enrol: true,
      });
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await owner.page.goto(`${owner.base}/operators`);
      await owner.page.getByRole('button', { name: 'Add operator' }).click();
      const add = owner.page.getByRole('dialog');
      await add.getByLabel('Email').fill('editor@lyra.test');
      await add.getByLabel('Name').fill('Lyra editor');
      await add.getByLabel('Password').fill('lyra-editor-password');
      await add.getByRole('button', { name: 'Save' }).click();
      await owner.page.getByText('editor@lyra.test').waitFor();
      // The least-privileged tenant role is the default.
      const row = owner.page.getByRole('row', { name: /editor@lyra\.test/ });
      // (The role select shows its value in the row; its options open in a portal elsewhere.)
      expect(await row.getByText('Editor', { exact: true }).count()).toBeGreaterThan(0);
      expect(await row.getByText('Owner', { exact: true }).count()).toBe(0);
      await consoleShot(owner.page, 'operators');

      await owner.page.goto(`${owner.base}/audit`);
      await owner.page.getByText('operator.create').first().waitFor();
      const actions = await owner.page.locator('td code').allInnerTexts();
      expect(actions).toEqual(expect.arrayContaining(['operator.create', 'tenant.create']));
      await owner.page.locator('.ant-table-row-expand-icon').first().click();
      await owner.page.getByText('After', { exact: true }).waitFor();
      await consoleShot(owner.page, 'audit');
      await page.context().close();
      await owner.page.context().close();
    },
  );

  // Uses Lyra, made by the first test of this file (a tenant no other file's screens look at).
  it(
    "a tab whose link is no page shows 'page not found' on the storefront, and the operator finds it counted",
    { timeout: 90_000 },
    async () => {
      addMenuTab('lyra', 'Lost', '/pages/not-a-page/index');
      const shop = await consolePage(browser, 'lyra.localhost');
      await shop.page.setViewportSize({ width: 390, height: 844 });
      // Once the app has taken over the server's markup, whose buttons do nothing yet (decision 087: the boot
      // starts once the home's first picture has painted).
      await openHome(shop.page, shop.origin);
      // The storefront reports the miss after it shows it; the page closes only once the report is answered.
      const reported = shop.page.waitForResponse((r) => r.url().endsWith('/api/mallapp/cmenu/missing'));
      await shop.page.getByRole('button', { name: 'Lost' }).click();
      await shop.page.getByTestId('section-missing').waitFor();
      expect((await reported).status()).toBe(200);
      expect(await shop.page.getByTestId('section-missing').innerText()).toContain('“Lost”指向的页面不存在，已告知运营方。'); // Lyra's language is zh-CN
      await consoleShot(shop.page, 'storefront-missing-tab');
      await shop.page.context().close();

      // The platform admin on Lyra's own console: the tab bar page lists the link with its visit.
      const { page, base, origin } = await consolePage(browser, 'lyra.localhost');
      await signInConsole(page, origin, DEMO_ADMIN);
      await page.goto(`${base}/brand/tab-bar`);
      const alert = page.getByTestId('menu-misses');
      await alert.getByText('/pages/not-a-page/index — visits: 1', { exact: false }).waitFor();
      await consoleShot(page, 'brand-menu-misses');
      await page.context().close();
    },
  );

  it(
    'the platform host offers only what works there and lands on the tenants; a tenant page says where it works',
    { timeout: 90_000 },
    async () => {
      const { page, base } = await consolePage(browser, 'admin.localhost');
      await signInConsolePage(page, base, DEMO_ADMIN);
      // The console's root is the tenants page here, not a dashboard that has no tenant to show.
      await page.goto(`${base}/`);
      await page.waitForURL(`${base}/tenants`);
      await page.getByRole('button', { name: 'Create tenant' }).waitFor();
      const menu = page.getByRole('menu').first();
      await menu.getByRole('menuitem', { name: 'Tenants' }).waitFor();
      const entries = (await menu.getByRole('menuitem').allInnerTexts()).map((e) => e.trim()).sort();
      expect(entries).toEqual(['Audit log', 'Operators', 'Tenants']);
      await consoleShot(page, 'platform-menu');
      // A tenant's page opened here by its address explains itself instead of failing on every call.
      await page.goto(`${base}/dashboard`);
      await page.getByText("This page works in a tenant's console").waitFor();
      await page.getByRole('link', { name: 'Back to the tenants' }).waitFor();
      await consoleShot(page, 'platform-tenant-page');
      await page.context().close();

      // On a tenant's host the same areas stay, and the platform's tenants page is not offered.
      const owner = await consolePage(browser, 'localhost');
      await signInConsole(owner.page, owner.origin);
      await owner.page.goto(`${owner.base}/`);
      await owner.page.waitForURL(`${owner.base}/dashboard`);
      const ownerMenu = owner.page.getByRole('menu').first();
      await ownerMenu.getByRole('menuitem', { name: 'Operators' }).waitFor();
      expect(await ownerMenu.getByRole('menuitem', { name: 'Tenants' }).count()).toBe(0);
      await owner.page.goto(`${owner.base}/tenants`);
      await owner.page.getByText('This page works in the platform console').waitFor();
      await owner.page.context().close();
    },
  );
});
