import fs from 'node:fs';
import Database from 'better-sqlite3';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { go, launch, openAs, phonePage, screenshot, switchLanguage } from './browser';
import { catalogueIds, createBareTenant, createUserSession, grantItem } from './db';
import { verifiedUser } from './people';

// Issue 32 items 12 and 14 (decision 070) in Chromium at 390x844. Sharing: a collection's share sheet
// gives a short link (copied, and in the poster's QR code, read back from the canvas) that opens the
// collection in a new page; "save poster" downloads a PNG; a held item's link shows it read-only to a
// visitor. Help: the mine page's "help" entry opens the operator's FAQ and contact; on a private tenant
// the console edits them and the storefront shows the edit. Light (demo, zh-CN) and dark (aurora, en)
// screenshots, each also in the other language.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const SHOTS = '/work/notes/shots/share-help';
const COLLECTION = '/pages/detail/collection';
const MINE = '/pages/account/index/index';

async function shot(page: Page, name: string) {
  const file = await screenshot(page, `share-help-${name}`);
  if (fs.existsSync('/work/notes/shots')) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, `${SHOTS}/${name}.png`);
  }
}

/** Decodes the share poster's QR code from the canvas's pixels. */
async function posterQr(page: Page): Promise<string | undefined> {
  await page.getByTestId('share-poster').waitFor();
  const px = await page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid="share-poster-canvas"]')!;
    const [x, y, size] = c.dataset.qrBox!.split(',').map(Number) as [number, number, number];
    const d = c.getContext('2d')!.getImageData(x - 10, y - 10, size + 20, size + 20);
    return { w: d.width, h: d.height, data: Array.from(d.data) };
  });
  return jsQR(Uint8ClampedArray.from(px.data), px.w, px.h)?.data;
}

/** Opens the share sheet of the page and answers its short link once the poster is drawn. */
async function openShare(page: Page): Promise<string> {
  await page.getByTestId('share-button').first().click();
  await page.getByTestId('share-poster').waitFor();
  const link = (await page.getByTestId('share-copy').getAttribute('data-link'))!;
  expect(link).toMatch(/\/s\/[A-Za-z0-9]{7}$/);
  return link;
}

describe('sharing', () => {
  it(
    'a collection: copy link, open it in a new page, land on the collection; the poster saves as a PNG',
    { timeout: 120_000 },
    async () => {
      const me = createUserSession('demo');
      const id = catalogueIds('demo').image;
      const { page, base } = await phonePage(browser);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await openAs(page, base, me.token, `${COLLECTION}?id=${id}`);
      await page.getByTestId('collection-detail').waitFor();
      const link = await openShare(page);
      expect(await posterQr(page)).toBe(link);
      await shot(page, 'sheet-light-zh');

      // "Copy link" puts the short link on the clipboard.
      await page.getByTestId('share-copy').click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // "Save poster" downloads the poster as a PNG.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-save').click()]);
      expect(download.suggestedFilename()).toBe(`share-collection-${id}.png`);
      const chunks: Buffer[] = [];
      for await (const c of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(c);
      expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');

      // The link, opened in a new page of a signed-in friend, lands on the collection.
      const friend = createUserSession('demo');
      const other = await phonePage(browser);
      await openAs(other.page, other.base, friend.token, MINE);
      await other.page.goto(link.replace(/^http:\/\/localhost\//, `${other.base}/`));
      await other.page.getByTestId('collection-detail').waitFor();
      expect(other.page.url()).toContain(`#${COLLECTION}?id=${id}`);
      await other.page.context().close();

      // The same sheet in English.
      await switchLanguage(page, base, 'en');
      await go(page, base, `${COLLECTION}?id=${id}`);
      await openShare(page);
      await shot(page, 'sheet-light-en');
      await page.context().close();
    },
  );

  it(
    'a held item: its link shows it read-only to a visitor, the holder masked (dark, English and Chinese)',
    { timeout: 120_000 },
    async () => {
      const holder = await verifiedUser('aurora.localhost', 'aurora');
      const cardNftId = grantItem('aurora', holder.userId, catalogueIds('aurora').image);
      const { page, base } = await phonePage(browser, 'aurora.localhost');
      await openAs(page, base, holder.token, `/pages/account/detail/collection?cardNftId=${cardNftId}`);
      await page.getByTestId('my-collectible').waitFor();
      const link = await openShare(page);
      expect(await posterQr(page)).toBe(link);
      await shot(page, 'sheet-dark-en');
      await page.getByTestId('share-sheet').getByRole('button').last().click();

      // A visitor (no session) opens it: the item, its serial and the masked holder, nothing to act on.
      const visitor = await phonePage(browser, 'aurora.localhost');
      await visitor.page.goto(link.replace(/^http:\/\/aurora\.localhost\//, `${visitor.base}/`));
      await visitor.page.getByTestId('shared-item').waitFor();
      expect(visitor.page.url()).toContain('#/pages/share/item?t=');
      expect(await visitor.page.getByTestId('shared-item-holder').textContent()).toMatch(/^Held by C\*+\d$/);
      expect(await visitor.page.getByTestId('shared-item-serial').textContent()).toMatch(/^#\d+\/\d+$/);
      await expect
        .poll(() => visitor.page.locator('.share-item__media').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await shot(visitor.page, 'item-dark-en');
      await visitor.page.context().close();

      // The holder's sheet and the shared page in Chinese.
      await switchLanguage(page, base, 'zh-CN');
      await go(page, base, `/pages/account/detail/collection?cardNftId=${cardNftId}`);
      await openShare(page);
      await shot(page, 'sheet-dark-zh');
      await page.goto(link.replace(/^http:\/\/aurora\.localhost\//, `${base}/`));
      await page.getByTestId('shared-item').waitFor();
      await shot(page, 'item-dark-zh');
      await page.context().close();
    },
  );
});

/** A console operator of the private tenant (scope `t<id>`; the demo owner's password hash: 'curio-owner-demo'). */
function addOwner(host: string, email: string): void {
  const db = new Database(inject('e2eDb'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = Date.now();
    const tid = (db.prepare('SELECT tenant_id FROM tenant_domains WHERE host = ?').get(host) as { tenant_id: number }).tenant_id;
    db.prepare(
      `INSERT INTO operators (tenant_id, scope, email, name, password_hash, role, created_at, updated_at)
       SELECT ?, ?, ?, 'Help editor', password_hash, 'owner', ?, ? FROM operators WHERE email = 'owner@demo.local'`,
    ).run(tid, `t${tid}`, email, now, now);
  } finally {
    db.close();
  }
}

describe('help', () => {
  it(
    'is reachable from mine and shows the starter FAQ and hours (light zh-CN / en, dark en / zh-CN)',
    { timeout: 120_000 },
    async () => {
      for (const [host, code, first, second, theme] of [
        ['localhost', 'demo', 'zh-CN', 'en', 'light'],
        ['aurora.localhost', 'aurora', 'en', 'zh-CN', 'dark'],
      ] as const) {
        const me = createUserSession(code);
        const { page, base } = await phonePage(browser, host);
        await openAs(page, base, me.token, MINE);
        await page.getByTestId('mine-menu-help').click();
        await page.getByTestId('help-page').getByTestId('content-help').waitFor();
        expect(page.url()).toContain('#/pages/account/help/index');
        expect(await page.locator('.auth-doc__body h3').count()).toBeGreaterThanOrEqual(3);
        await page.getByTestId('help-hours').waitFor();
        await shot(page, `help-${theme}-${first === 'zh-CN' ? 'zh' : 'en'}`);
        await switchLanguage(page, base, second);
        await go(page, base, '/pages/account/help/index');
        await page.getByTestId('help-hours').waitFor();
        await shot(page, `help-${theme}-${second === 'zh-CN' ? 'zh' : 'en'}`);
        await page.context().close();
      }
    },
  );

  it('shows the operator’s text after the console edits it (a private tenant)', { timeout: 120_000 }, async () => {
    const host = `help-${Date.now().toString(36)}.localhost`;
    createBareTenant(host, {}, 'Helpful Arts');
    const email = `owner@${host}`;
    addOwner(host, email);
    const origin = `http://${host}:${inject('e2ePort')}`;

    // The console: Documents → Help page: the FAQ, the contact; saved.
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const c = await ctx.newPage();
    await c.goto(`${origin}/console/login`);
    const signedIn = await c.evaluate(
      async (who) => {
        const res = await fetch('/api/console/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(who),
        });
        return ((await res.json()) as { code: number }).code;
      },
      { email, password: 'curio-owner-demo' },
    );
    expect(signedIn).toBe(0);
    await c.goto(`${origin}/console/decoration/documents`);
    await c.getByRole('tab', { name: 'Help page' }).click();
    const panel = c.getByRole('tabpanel', { name: 'Help page' });
    await panel.getByLabel('English').first().fill('Helpful Arts help');
    await panel.getByRole('textbox', { name: 'Help page (zh-CN)' }).click();
    await c.keyboard.type('Where do my collectibles go? Under Mine.');
    await c.locator('#help-phone').fill('+86 400-820-1234');
    await c.locator('#help-email').fill('care@helpful.example');
    await c.getByTestId('help-contact-fields').getByLabel('English').fill('Daily 10:00–22:00');
    await c.getByRole('button', { name: 'Save' }).click();
    await c
      .getByText(/^Saved/)
      .first()
      .waitFor();
    await c.getByTestId('help-contact-fields').scrollIntoViewIfNeeded();
    await shot(c, 'console-help-en');
    // The same editor in Chinese (the console's own language choice, kept in its local storage).
    await c.evaluate(() => localStorage.setItem('curio-console-language', 'zh-CN'));
    await c.reload();
    await c.getByRole('tab', { name: '帮助页' }).click();
    await c.locator('#help-phone').waitFor();
    expect(await c.locator('#help-phone').inputValue()).toBe('+86 400-820-1234');
    await c.getByTestId('help-contact-fields').scrollIntoViewIfNeeded();
    await shot(c, 'console-help-zh');

    // The storefront of that tenant shows it.
    const me = createUserSession(host);
    const { page, base } = await phonePage(browser, host);
    await openAs(page, base, me.token, MINE);
    await page.getByTestId('mine-menu-help').click();
    await expect
      .poll(() => page.getByTestId('content-help').textContent(), { timeout: 15_000 })
      .toContain('Where do my collectibles go?');
    expect(await page.getByTestId('help-phone').getAttribute('href')).toBe('tel:+864008201234');
    expect(await page.getByTestId('help-email').textContent()).toBe('care@helpful.example');
    expect(await page.getByTestId('help-hours').textContent()).toBe('Daily 10:00–22:00');
    await shot(page, 'help-private-edited');
    await page.context().close();
    await ctx.close();
  });
});
