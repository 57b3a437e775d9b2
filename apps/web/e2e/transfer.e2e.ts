import { type Language } from '@curio/contract';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { tenantId } from './db';
import { verifiedUser } from './people';

// Issue 14 end to end, against the real built server: a collector gives an item to a second user —
// finds them by phone (nickname and masked phone), agrees to the transfer note, enters the pay password
// on the passcode keyboard; the recipient sees the claim with its badge on the mine page, the badge
// clears when they look, and once the server's chain worker has transferred it the item is theirs.
// Circulation records on both sides. Screenshots of every page at 390x844 on both demo tenants.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tenants: [host: string, code: string, lang: Language][] = [
  ['localhost', 'demo', 'zh-CN'],
  ['aurora.localhost', 'aurora', 'en'],
];
const short = (host: string) => host.split('.')[0]!;
const PAY_PASSWORD = '135790';

/** A collector who may give and receive: real name (KYC sandbox), chain account, pay password. */
const newCollector = (host: string, code: string) => verifiedUser(host, code, { name: 'Test Giver', payPassword: PAY_PASSWORD });

function db() {
  const d = new Database(inject('e2eDb'));
  d.pragma('busy_timeout = 5000');
  return d;
}

/**
 * An item of a demo collection handed to the user as a paid purchase would: the collectible (out of its
 * cooling period), its mint in the chain outbox (the server's worker mints it) and its record in.
 */
function grantItem(code: string, userId: number): number {
  const d = db();
  try {
    const tid = tenantId(code);
    const now = Date.now();
    const c = d.prepare('SELECT id FROM collections WHERE tenant_id = ? AND listed = 1 ORDER BY id LIMIT 1').get(tid) as {
      id: number;
    };
    const serial = 900_000 + Math.floor(Math.random() * 90_000);
    const tokenId = ((BigInt(c.id) << 32n) + BigInt(serial)).toString();
    const address = (
      d.prepare('SELECT address FROM chain_accounts WHERE tenant_id = ? AND user_id = ?').get(tid, userId) as { address: string }
    ).address;
    const chainId = (
      d.prepare("SELECT chain_id FROM chain_jobs WHERE tenant_id = ? AND kind = 'deploy'").get(tid) as { chain_id: number }
    ).chain_id;
    const item = d
      .prepare(
        `INSERT INTO card_nfts (tenant_id, user_id, collection_id, serial, token_id, source, order_id, box_id, status, acquired_at, transferable_at)
         VALUES (?, ?, ?, ?, ?, 'purchase', NULL, NULL, 'held', ?, ?) RETURNING id`,
      )
      .get(tid, userId, c.id, serial, tokenId, now - 86_400_000, now - 1000) as { id: number };
    const job = d
      .prepare(
        `INSERT INTO chain_jobs (tenant_id, chain_id, kind, dedupe_key, token_id, from_address, to_address, uri, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES (?, ?, 'mint', ?, ?, NULL, ?, ?, 'pending', 0, ?, ?, ?) RETURNING id`,
      )
      .get(tid, chainId, `mint:${tokenId}`, tokenId, address, `curio://${code}/${c.id}/${serial}`, now, now, now) as {
      id: number;
    };
    d.prepare(
      `INSERT INTO circulation_records (tenant_id, user_id, card_nft_id, direction, business_type, sale_kind, counterparty_user_id, airdrop_id, chain_job_id, created_at)
       VALUES (?, ?, ?, 'in', 4, 1, NULL, NULL, ?, ?)`,
    ).run(tid, userId, item.id, job.id, now);
    return item.id;
  } finally {
    d.close();
  }
}

function ownerOf(cardNftId: number): { user_id: number; status: string } {
  const d = db();
  try {
    return d.prepare('SELECT user_id, status FROM card_nfts WHERE id = ?').get(cardNftId) as { user_id: number; status: string };
  } finally {
    d.close();
  }
}

describe.each(tenants)('gifting on %s', (host, code) => {
  it(
    'gives an item with the pay password; the recipient sees the claim with its badge, then the item',
    { timeout: 150_000 },
    async () => {
      const name = short(host);
      const alice = await newCollector(host, code);
      const bob = await newCollector(host, code);
      const id = grantItem(code, alice.userId);

      // The owner's item page: the gift action.
      const { page, base } = await phonePage(browser, host);
      await openAs(page, base, alice.token, `/pages/account/detail/collection?cardNftId=${id}`);
      await page.getByTestId('my-collectible').waitFor();
      await page.locator('[data-testid="gift-action"][data-state="giftable"]').waitFor();
      await screenshot(page, `transfer-${name}-item-giftable`);
      await page.getByTestId('gift-button').click();

      // The gift page: find Bob by phone, confirm him (nickname, phone masked 3+4).
      await page.getByTestId('recipient-search').waitFor();
      await screenshot(page, `transfer-${name}-give-find`);
      await page.getByTestId('recipient-by-phone').click();
      await page.getByTestId('recipient-keyword').fill(bob.phone);
      await page.getByTestId('recipient-search-button').click();
      await page.getByTestId('gift-confirm').waitFor();
      expect(await page.getByTestId('person-phone').textContent()).toBe(`${bob.phone.slice(0, 3)}****${bob.phone.slice(-4)}`);
      await page.getByTestId('gift-agree').check();
      await page.getByTestId('gift-pay-password').click();
      await page.keyboard.type(PAY_PASSWORD);
      await expect.poll(() => page.getByTestId('gift-pay-password').getAttribute('data-length')).toBe('6');
      await screenshot(page, `transfer-${name}-give-confirm`);
      await page.getByTestId('gift-submit').click();
      await page.getByTestId('gift-done').waitFor();
      await screenshot(page, `transfer-${name}-give-done`);
      expect(['frozen', 'held']).toContain(ownerOf(id).status);

      // Bob: the badge on the mine page's claims entry, the claim, then the badge is gone.
      const other = await phonePage(browser, host);
      const bobPage = other.page;
      await openAs(bobPage, other.base, bob.token, '/pages/account/index/index');
      const badge = bobPage.getByTestId('mine-receive-badge');
      await badge.waitFor();
      expect(await badge.textContent()).toBe('1');
      await screenshot(bobPage, `transfer-${name}-mine-badge`);
      await bobPage.getByTestId('mine-menu-receive').click();
      const claim = bobPage.getByTestId('claim').first();
      await claim.waitFor();
      expect(await claim.getByTestId('claim-sender').textContent()).toContain('****');
      // Arrived once the server's chain worker has minted and transferred it.
      await expect.poll(() => ownerOf(id), { timeout: 60_000, interval: 500 }).toEqual({ user_id: bob.userId, status: 'held' });
      await go(bobPage, other.base, '/pages/account/flow/receive');
      await bobPage.locator('[data-testid="claim"] [data-testid="claim-status"]').first().waitFor();
      await screenshot(bobPage, `transfer-${name}-receive`);
      await go(bobPage, other.base, '/pages/account/index/index');
      await bobPage.getByTestId('mine-menu-receive').waitFor();
      await expect.poll(() => bobPage.getByTestId('mine-receive-badge').count()).toBe(0);

      // Bob's item page: his now, with a new cooling period before he may give it on.
      await go(bobPage, other.base, `/pages/account/detail/collection?cardNftId=${id}`);
      await bobPage.locator('[data-testid="my-collectible"][data-status="held"]').waitFor();
      await bobPage.locator('[data-testid="gift-action"][data-state="cooling"]').waitFor();
      await screenshot(bobPage, `transfer-${name}-item-cooling`);

      // Circulation records on both sides, and Alice's gifts.
      await go(bobPage, other.base, '/pages/account/flow/flow');
      await bobPage.locator('[data-testid="flow-record"][data-direction="in"][data-business-type="6"]').waitFor();
      await screenshot(bobPage, `transfer-${name}-flow-in`);
      await go(page, base, '/pages/account/flow/flow');
      await page.locator('[data-testid="flow-record"][data-direction="out"]').first().waitFor();
      expect(
        await page
          .locator('[data-testid="flow-record"][data-direction="out"] [data-testid="flow-counterparty"]')
          .first()
          .textContent(),
      ).toContain(`${bob.phone.slice(0, 3)}****${bob.phone.slice(-4)}`);
      await screenshot(page, `transfer-${name}-flow`);
      await go(page, base, '/pages/account/give/index');
      await page.getByTestId('flow-record').first().waitFor();
      await screenshot(page, `transfer-${name}-gifts-sent`);
      // Alice's item page no longer has it.
      await go(page, base, `/pages/account/detail/collection?cardNftId=${id}`);
      await page.reload();
      await page.getByTestId('not-found').waitFor();
      await screenshot(page, `transfer-${name}-item-gone`);
    },
  );
});
