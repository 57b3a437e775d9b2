import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { go, launch, openAs, phonePage, screenshot, toastsGone } from './browser';
import { catalogueIds, createUserSession, tenantId } from './db';
import { addInboxEvent, inboxEvents } from './inbox-db';

// Favourites end to end (issue 16, decision 034), against the real built server on both demo tenants:
// a new account keeps a collection from its detail page (the heart), finds it through the mine page's
// entry on the favourites page, keeps a resale listing from its page, reads a favourite's price drop in
// the inbox and opens the listing, and removes both again from the favourites page. Screenshots of every step at 390x844 go to
// test-results/e2e/.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tenants: [host: string, code: string][] = [
  ['localhost', 'demo'],
  ['aurora.localhost', 'aurora'],
];
const short = (host: string) => host.split('.')[0]!;

/** An on-sale resale listing of the tenant (the demo market seed's), with its collection. */
function openListing(code: string): { id: number; collectionId: number } {
  const d = new Database(inject('e2eDb'));
  try {
    d.pragma('busy_timeout = 5000');
    return d
      .prepare(
        "SELECT id, collection_id AS collectionId FROM listings WHERE tenant_id = ? AND status = 'on_sale' ORDER BY id LIMIT 1",
      )
      .get(tenantId(code)) as { id: number; collectionId: number };
  } finally {
    d.close();
  }
}

describe.each(tenants)('favourites on %s', (host, code) => {
  it(
    'keep a collection from its detail, find it on the favourites page, read its news, remove it',
    { timeout: 120_000 },
    async () => {
      const name = short(host);
      const user = createUserSession(code);
      const collectionId = catalogueIds(code).image;
      expect(collectionId).toBeGreaterThan(0);
      const { page, base } = await phonePage(browser, host);

      // The detail's heart: a labelled toggle, not pressed.
      await openAs(page, base, user.token, `/pages/detail/collection?id=${collectionId}`);
      await page.getByTestId('collection-detail').waitFor();
      const collectionName = (await page.getByTestId('collection-name').textContent()) ?? '';
      const heart = page.locator(`[data-testid="favourite-heart"][data-target="collection:${collectionId}"]`);
      await heart.waitFor();
      await page.locator('[data-testid="favourite-count"]').waitFor();
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      expect(await heart.getAttribute('aria-label')).toContain(collectionName);
      const before = Number(await page.getByTestId('favourite-count').textContent());
      await screenshot(page, `favourites-${name}-detail-off`);

      // Kept: pressed, one more keeper.
      await heart.click();
      await page
        .locator(`[data-testid="favourite-heart"][data-target="collection:${collectionId}"][aria-pressed="true"]`)
        .waitFor();
      await expect.poll(() => page.getByTestId('favourite-count').textContent()).toBe(String(before + 1));
      await toastsGone(page);
      await screenshot(page, `favourites-${name}-detail-on`);

      // The mine page's entry opens the favourites page: the collection as a card.
      await go(page, base, '/pages/account/index/index');
      await page.getByTestId('mine-favourites').waitFor();
      await screenshot(page, `favourites-${name}-mine`);
      await page.getByTestId('mine-favourites').click();
      await page.getByTestId('favourites-page').waitFor();
      const row = page.locator(`[data-testid="favourite-row"][data-target="collection:${collectionId}"]`);
      await row.waitFor();
      expect(await page.getByTestId('favourite-row').count()).toBe(1);
      expect(await row.textContent()).toContain(collectionName);
      expect(await row.getByTestId('favourite-heart').getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, `favourites-${name}-list`);
      // Only listings: none yet.
      await page.getByTestId('favourites-filter-listing').click();
      await page.getByTestId('empty-state').waitFor();
      await page.getByTestId('favourites-filter-all').click();
      await row.waitFor();

      // A listing kept from its page (the market's detail): it joins the list, under "Listings" too.
      const listing = openListing(code);
      expect(listing?.id).toBeGreaterThan(0);
      await go(page, base, `/pages/detail/collection?marketType=2&id=${listing.id}`);
      await page.getByTestId('listing-detail').waitFor();
      const listingHeart = page.locator(`[data-testid="favourite-heart"][data-target="listing:${listing.id}"]`);
      await listingHeart.waitFor();
      await page.locator('[data-testid="favourite-count"]').waitFor();
      expect(await listingHeart.getAttribute('aria-pressed')).toBe('false');
      await listingHeart.click();
      await page.locator(`[data-testid="favourite-heart"][data-target="listing:${listing.id}"][aria-pressed="true"]`).waitFor();
      await toastsGone(page);
      await screenshot(page, `favourites-${name}-listing-on`);
      await go(page, base, '/pages/account/favourites/index?type=listing');
      const listingRow = page.locator(`[data-testid="favourite-row"][data-target="listing:${listing.id}"]`);
      await listingRow.waitFor();
      expect(await page.getByTestId('favourite-row').count()).toBe(1);
      expect(await listingRow.getByTestId('favourite-chip').textContent()).not.toBe('');
      await screenshot(page, `favourites-${name}-list-listings`);
      await page.getByTestId('favourites-filter-all').click();
      await expect.poll(() => page.getByTestId('favourite-row').count()).toBe(2);
      await listingRow.getByTestId('favourite-row-link').click();
      await page.getByTestId('listing-detail').waitFor();

      // A favourite's news, as the consign flow writes it: a price drop, which opens the new listing.
      addInboxEvent(tenantId(code), user.userId, {
        kind: 'favourite_price_drop',
        cardNftId: null,
        ref: String(listing.id),
        params: { collectionId, amount: 12_300, floor: 15_000 },
      });
      // This listing's event only: a file running beside this one may consign in the same collection, and its
      // real price drop reaches this user's favourite too.
      expect(inboxEvents(user.userId, 'favourite_price_drop').filter((e) => e.ref === String(listing.id))).toHaveLength(1);
      await go(page, base, '/pages/account/inbox/index');
      const news = page.locator('[data-testid="inbox-event"][data-kind="favourite_price_drop"]').filter({ hasText: /123\.00/ });
      await news.waitFor();
      expect(await news.textContent()).toContain(collectionName);
      await screenshot(page, `favourites-${name}-inbox`);
      await news.click();
      await page.getByTestId('listing-detail').waitFor();
      expect(page.url()).toContain(`marketType=2&id=${listing.id}`);

      // Removed from the favourites page: the cards go, the list is empty, the detail's heart is off.
      await go(page, base, '/pages/account/favourites/index');
      await row.waitFor();
      await row.getByTestId('favourite-heart').click();
      await row.waitFor({ state: 'detached' });
      await toastsGone(page);
      await listingRow.getByTestId('favourite-heart').click();
      await listingRow.waitFor({ state: 'detached' });
      await page.getByTestId('empty-state').waitFor();
      await toastsGone(page);
      await screenshot(page, `favourites-${name}-empty`);
      await go(page, base, `/pages/detail/collection?id=${collectionId}`);
      await page
        .locator(`[data-testid="favourite-heart"][data-target="collection:${collectionId}"][aria-pressed="false"]`)
        .waitFor();
      await expect.poll(() => page.getByTestId('favourite-count').textContent()).toBe(String(before));
      await page.context().close();
    },
  );
});
