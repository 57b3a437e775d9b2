import fs from 'node:fs';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { createUserSession } from './db';
import { newIdCard } from './people';
import { sessionForPhone } from './synthesis-db';

// Invites (issue 20, decision 049) in Chromium at 390x844: my poster's QR code, read back from the canvas,
// is my short link; following it opens the register page with my code; a friend registers through it;
// my statistics and my invitees change; after their real name the ranking shows me. Light (demo, zh-CN)
// and dark (aurora, en) screenshots.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const INDEX = '/pages/account/invite/index';
const DETAIL = '/pages/account/invite/detail';
const RANKING = '/pages/account/invite/ranking';
const SHOTS = '/work/notes/shots/invite';

async function shot(page: Page, name: string) {
  const file = await screenshot(page, `invite-${name}`);
  if (fs.existsSync('/work/notes/shots')) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, `${SHOTS}/${name}.png`);
  }
}

/** Decodes the poster's QR code from the canvas's pixels. */
async function posterQr(page: Page): Promise<string | undefined> {
  await page.getByTestId('invite-poster').waitFor();
  // The canvas says where its QR code is (data-qr-box "x,y,size"): only that square crosses to Node.
  const px = await page.evaluate(() => {
    const c = document.querySelector<HTMLCanvasElement>('[data-testid="invite-poster-canvas"]')!;
    const [x, y, size] = c.dataset.qrBox!.split(',').map(Number) as [number, number, number];
    const d = c.getContext('2d')!.getImageData(x - 10, y - 10, size + 20, size + 20);
    return { w: d.width, h: d.height, data: Array.from(d.data) };
  });
  return jsQR(Uint8ClampedArray.from(px.data), px.w, px.h)?.data;
}

const stat = (page: Page, k: string) => page.getByTestId(`invite-stat-${k}`).textContent();

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

describe('invites', () => {
  it('the poster QR is my short link; a friend registers through it; stats, invitees and ranking follow', async () => {
    const me = createUserSession('demo');
    const { page, base } = await phonePage(browser);
    await openAs(page, base, me.token, INDEX);
    const code = (await page.getByTestId('invite-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{7}$/);

    const link = await posterQr(page);
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]+$/);
    expect(await page.getByTestId('invite-copy-link').getAttribute('data-link')).toBe(link);
    await page.getByTestId('invite-stats').waitFor();
    await expect.poll(() => stat(page, 'invited')).toBe('0');
    await shot(page, 'index-light');

    // "save image" downloads the poster as a PNG.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invite-save').click()]);
    expect(download.suggestedFilename()).toBe(`invite-${code}.png`);
    const chunks: Buffer[] = [];
    for await (const c of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(c);
    expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');

    // A friend follows the link: the register page with my code, and registers.
    const friend = await phonePage(browser);
    await friend.page.goto(link!);
    await friend.page.waitForURL((u) => u.hash.startsWith('#/pages/register/index'));
    await expect.poll(() => friend.page.getByTestId('register-invite').inputValue()).toBe(code);
    const phone = `136${String(Date.now()).slice(-8)}`;
    await friend.page.getByTestId('register-phone').fill(phone);
    await friend.page.getByTestId('sms-send').click();
    await friend.page.getByTestId('register-code').fill(await latestCode(friend.page, phone));
    await friend.page.getByTestId('register-password').fill('Secret-123');
    await friend.page.getByTestId('register-confirm').fill('Secret-123');
    await friend.page.getByTestId('register-agree').click();
    await friend.page.getByTestId('register-submit').click();
    await friend.page.waitForURL((u) => !u.hash.startsWith('#/pages/register'));
    await friend.page.context().close();

    // My statistics and my invitees show the friend (masked phone, registered).
    await page.reload();
    await page.getByTestId('invite-stats').waitFor();
    await expect.poll(() => stat(page, 'invited')).toBe('1');
    await page.getByTestId('invite-window-3m').click();
    await expect.poll(() => page.getByTestId('invite-stats').getAttribute('data-window')).toBe('3m');
    await expect.poll(() => stat(page, 'invited')).toBe('1');
    await page.getByTestId('invite-to-detail').click();
    await page.getByTestId('invitee-row').first().waitFor();
    expect(await page.getByTestId('invitee-row').count()).toBe(1);
    expect(await page.getByTestId('invitee-row').textContent()).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(await page.getByTestId('invitee-standing').getAttribute('data-standing')).toBe('registered');
    await shot(page, 'detail-light');

    // The friend verifies their real name: standing "verified", and I am on the ranking.
    const f = sessionForPhone('demo', phone);
    await apiCall('localhost', 'POST', '/memberapi/user/submitRealName', f.token, {
      name: 'Invited Friend',
      idCard: newIdCard(),
      agree: true,
    });
    await go(page, base, RANKING);
    await page.reload();
    await page.getByTestId('invite-ranking').waitFor();
    const mine = (await page.getByTestId('invite-my-rank-value').textContent())!;
    expect(mine).toMatch(/^#\d+$/);
    const row = page.getByTestId('invite-rank-row').nth(Number(mine.slice(1)) - 1);
    expect(await row.textContent()).toContain(`${me.phone.slice(0, 3)}****${me.phone.slice(-4)}`);
    await shot(page, 'ranking-light');
    await go(page, base, DETAIL);
    await page.reload();
    await expect.poll(() => page.getByTestId('invitee-standing').getAttribute('data-standing')).toBe('verified');
    await page.context().close();
  });

  it('dark tenant (aurora, en): the poster and the ranking', async () => {
    const me = createUserSession('aurora');
    const { page, base } = await phonePage(browser, 'aurora.localhost');
    await openAs(page, base, me.token, INDEX);
    expect(await posterQr(page)).toMatch(/^http:\/\/aurora\.localhost:\d+\/s\//);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await shot(page, 'index-dark');
    await page.getByTestId('invite-to-ranking').click();
    await page.getByTestId('invite-my-rank').waitFor();
    await expect.poll(() => page.getByTestId('invite-my-rank-value').textContent()).toBe('Not ranked yet');
    await shot(page, 'ranking-dark');
    await page.context().close();
  });
});
