import { recordSourceLabel, type Language, type RecordSource } from '@curio/contract';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api';
import { go, launch, openAs, phonePage, screenshot } from './browser';
import { issueItem } from './db';
import { verifiedUser } from './people';

// Issue 31 (item 4) end to end, against the real built server, on both demo tenants: a collector gets
// collectibles every way the server can give them without a cashier — a redeemed code, an airdrop, a
// synthesis (burning its fragments), casts holding and spending — and each shows as itself: in the
// circulation records (a synthesis result is no "8", a cast result no purchase, a redemption no airdrop;
// burned and spent items go out to no one), in the claims (the airdrop and the redemption, each its own
// label) and in each item's provenance (how it was minted). In the tenant's language and the other one,
// light (demo) and dark (aurora). Screenshots at 390x844.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const tenants: [host: string, code: string, lang: Language, other: Language, redeem: string][] = [
  ['localhost', 'demo', 'zh-CN', 'en', 'DEMQGXFTNFT23456'],
  ['aurora.localhost', 'aurora', 'en', 'zh-CN', 'AURAGXFTNFT23456'],
];
const short = (host: string) => host.split('.')[0]!;
const call = apiCall;

/** The words the records use for a direction (the transfer texts' flow.in / flow.out). */
const direction: Record<string, { in: string; out: string }> = {
  'zh-CN': { in: '转入', out: '转出' },
  en: { in: 'In', out: 'Out' },
};
/** The provenance timeline's first event, by how the item came to be (the inbox texts' provenance.minted). */
const minted: Record<string, Partial<Record<string, string>>> = {
  'zh-CN': { redemption: '铸造 · 兑换码兑换', airdrop: '铸造 · 空投', synthesis: '铸造 · 合成', cast: '铸造 · 活动铸造' },
  en: {
    redemption: 'Minted · redeemed with a code',
    airdrop: 'Minted · airdropped',
    synthesis: 'Minted · synthesised',
    cast: 'Minted · cast in an activity',
  },
};

function db() {
  const d = new Database(inject('e2eDb'));
  d.pragma('busy_timeout = 5000');
  return d;
}

/** The card_nfts row of an item (who holds it, its state, how it came to be). */
function itemRow(id: number): { user_id: number; status: string; source: string } {
  const d = db();
  try {
    return d.prepare('SELECT user_id, status, source FROM card_nfts WHERE id = ?').get(id) as {
      user_id: number;
      status: string;
      source: string;
    };
  } finally {
    d.close();
  }
}

interface Qualifying {
  collections: { collectionId: number; count: number; items: { cardNftId: number; usable: boolean }[] }[];
}

/** Gives the user one set of an activity's qualifying items, and waits until the server finds them usable (minted). */
async function qualify(
  host: string,
  code: string,
  user: { token: string; userId: number },
  activityId: number,
): Promise<number[]> {
  const detail = await call<{ qualifying: { collectionId: number; count: number }[] }>(
    host,
    'GET',
    `/mallapp/activity/detail/${activityId}`,
    user.token,
  );
  const ids = detail.qualifying.flatMap((q) =>
    Array.from({ length: q.count }, () => issueItem(code, user.userId, q.collectionId)),
  );
  await expect
    .poll(
      async () => {
        const r = await call<Qualifying>(host, 'GET', `/mallapp/activity/qualifying/${activityId}`, user.token);
        const usable = new Set(r.collections.flatMap((c) => c.items.filter((i) => i.usable).map((i) => i.cardNftId)));
        return ids.every((id) => usable.has(id));
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
  return ids;
}

/** Switches the signed-in user's language as a user does (Profile → Language), and waits until the app speaks it. */
async function speak(page: Page, base: string, lang: Language): Promise<void> {
  await go(page, base, '/pages/account/about/index');
  await page.getByTestId('profile-language').click();
  await page.getByTestId(`profile-language-${lang}`).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

/**
 * Scrolls the paged list down as a user does until the element is there: an older record may be on a later
 * page (how many records come before it depends on which activity and airdrop the seed still has open).
 */
async function scrollTo(page: Page, selector: string): Promise<void> {
  try {
    await page.waitForFunction(
      (sel) => {
        if (document.querySelector(sel)) return true;
        // A next page that failed to load (a slow server) offers a retry: tap it, as a user would.
        const retry = document.querySelector<HTMLButtonElement>('[data-testid="flow"] [role="alert"] button');
        if (retry) retry.click();
        document.querySelector('[data-testid="infinite-list-sentinel"]')?.scrollIntoView({ block: 'end' });
        return false;
      },
      selector,
      { polling: 100 },
    );
  } catch (err) {
    // Say what the list did show: which record was missing is the whole story of a failure here.
    const shown = await page
      .locator('[data-testid="flow-record"]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-item')}:${e.getAttribute('data-direction')}:${e.getAttribute('data-source')}`),
      );
    const sentinel = await page.getByTestId('infinite-list-sentinel').count();
    const footer = await page
      .locator('[data-testid="flow"] [role="alert"], [data-testid="flow"] [role="status"]')
      .allTextContents();
    throw new Error(
      `${selector} not shown; the list shows ${shown.join(' ')}; sentinel ${sentinel}; footer ${footer.join(' | ')}`,
      {
        cause: err,
      },
    );
  }
}

async function shot(page: Page, name: string): Promise<void> {
  // The images in view are in (the lazy ones below the fold never load, so they are not waited for).
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (i) => i.getBoundingClientRect().top > window.innerHeight || (i.complete && i.naturalWidth > 0) || !i.src,
    ),
  );
  await screenshot(page, `records-${name}`);
}

describe.each(tenants)('records say where each collectible came from on %s', (host, code, lang, other, printed) => {
  it(
    'a redemption, an airdrop, a synthesis and casts each carry their own label in circulation, claims and provenance',
    { timeout: 240_000 },
    async () => {
      const name = short(host);
      const user = await verifiedUser(host, code, { name: 'Record Keeper' });

      // A printed collectible code, redeemed.
      const redemption = await call<{ collectible: { cardNftId: number } | null }>(
        host,
        'POST',
        '/mallapp/redeem/code',
        user.token,
        {
          code: printed,
        },
      );
      const redeemed = redemption.collectible!.cardNftId;
      expect(itemRow(redeemed).source).toBe('redemption');

      // The open airdrop, received.
      const airdrops = await call<{ items: { id: number; status: string }[] }>(host, 'GET', '/mallapp/airdrop/list', user.token);
      const open = airdrops.items.find((a) => a.status === 'receivable');
      expect(open, 'the demo seed offers an open airdrop').toBeDefined();
      const received = await call<{ items: { cardNftId: number }[] }>(
        host,
        'POST',
        '/memberapi/user/userAirDropTransfer',
        user.token,
        {
          airdropId: open!.id,
        },
      );
      const airdropped = received.items[0]!.cardNftId;

      // The burn recipe, with fragments of its collections.
      const recipes = await call<{ items: { id: number; mode: string; fragments: { collectionId: number; count: number }[] }[] }>(
        host,
        'GET',
        '/mallapp/synthesis/list?state=open',
        user.token,
      );
      const burn = recipes.items.find((r) => r.mode === 'burn');
      expect(burn, 'the demo seed has an open burn recipe').toBeDefined();
      const fragments = burn!.fragments.flatMap((f) =>
        Array.from({ length: f.count }, () => issueItem(code, user.userId, f.collectionId)),
      );
      const made = await call<{ resultItemId: number }>(host, 'POST', '/mallapp/synthesis/create', user.token, {
        recipeId: burn!.id,
        itemIds: fragments,
      });
      const synthesized = made.resultItemId;

      // Casts: the hold activity and the spend one.
      const list = await call<{ items: { id: number; mode: string; stock: { left: number } }[] }>(
        host,
        'GET',
        '/mallapp/activity/list?status=open&kind=cast',
        user.token,
      );
      const hold = list.items.find((a) => a.mode === 'hold' && a.stock.left > 0)!;
      const spend = list.items.find((a) => a.mode === 'spend' && a.stock.left > 0)!;
      const cast = async (activityId: number) => {
        const itemIds = await qualify(host, code, user, activityId);
        const r = await call<{ result: { cardNftId: number } }>(host, 'POST', '/mallapp/activity/cast', user.token, {
          activityId,
          itemIds,
        });
        return { itemIds, result: r.result.cardNftId };
      };
      const held = await cast(hold.id);
      const spent = await cast(spend.id);

      const { page, base } = await phonePage(browser, host);
      await openAs(page, base, user.token, '/pages/account/index/index');
      const expectations: [id: number, dir: 'in' | 'out', source: RecordSource][] = [
        [redeemed, 'in', 'redemption'],
        [airdropped, 'in', 'airdrop'],
        [synthesized, 'in', 'synthesis'],
        ...fragments.map((id): [number, 'out', RecordSource] => [id, 'out', 'synthesis_burn']),
        [held.result, 'in', 'cast'],
        [spent.result, 'in', 'cast'],
        ...spent.itemIds.map((id): [number, 'out', RecordSource] => [id, 'out', 'cast_spend']),
      ];

      for (const [language, suffix] of [
        [lang, lang],
        [other, other],
      ] as const) {
        if (language !== lang) await speak(page, base, language);

        // Circulation records: each with its own words.
        await go(page, base, '/pages/account/flow/flow');
        for (const [id, dir, source] of expectations) {
          const selector = `[data-testid="flow-record"][data-item="${id}"][data-direction="${dir}"]`;
          await scrollTo(page, selector);
          const rec = page.locator(selector);
          expect(await rec.getAttribute('data-source'), `${id} ${dir}`).toBe(source);
          expect(await rec.getByTestId('flow-kind').textContent()).toBe(
            `${direction[language]![dir]} · ${recordSourceLabel(source, language)}`,
          );
        }
        const kinds = await page.getByTestId('flow-kind').allTextContents();
        for (const k of kinds) expect(k).not.toMatch(/· \d+$/);
        await page.locator('[data-testid="flow-record"]').first().scrollIntoViewIfNeeded();
        await shot(page, `${name}-flow-${suffix}`);
        // Further down: the synthesis (its result in, its fragments burned), then the airdrop and the redemption.
        await page.locator(`[data-testid="flow-record"][data-item="${synthesized}"]`).scrollIntoViewIfNeeded();
        await shot(page, `${name}-flow-synthesis-${suffix}`);
        await page.locator(`[data-testid="flow-record"][data-item="${redeemed}"]`).scrollIntoViewIfNeeded();
        await shot(page, `${name}-flow-older-${suffix}`);

        // Claims: the airdrop and the redemption, each as itself.
        await go(page, base, '/pages/account/flow/receive');
        for (const [kind, id] of [
          ['airdrop', airdropped],
          ['redemption', redeemed],
        ] as const) {
          const claim = page.locator(`[data-testid="claim"][data-kind="${kind}"]`).first();
          await claim.waitFor();
          expect(await claim.getByTestId('claim-kind').textContent()).toBe(recordSourceLabel(kind, language));
          expect(id).toBeGreaterThan(0);
        }
        await shot(page, `${name}-receive-${suffix}`);

        // Provenance: how each came to be.
        for (const [id, how] of [
          [airdropped, 'airdrop'],
          [synthesized, 'synthesis'],
          [held.result, 'cast'],
          [redeemed, 'redemption'],
        ] as const) {
          await go(page, base, `/pages/account/detail/collection?cardNftId=${id}`);
          const first = page.getByTestId('prov-event').first();
          await first.waitFor();
          expect(await first.getAttribute('data-how')).toBe(how);
          expect(await first.locator('b').textContent()).toBe(minted[language]![how]);
        }
        await page.getByTestId('provenance').scrollIntoViewIfNeeded();
        await shot(page, `${name}-provenance-${suffix}`);
      }
      await page.context().close();
    },
  );
});
