import { RECORD_SOURCES, recordSourceLabel, type Language, type RecordSource } from '@curio/contract/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, setupI18n } from '../../../lib/i18n';
import type { CirculationItem } from '../api/list-circulation';
import type { Claim } from '../api/get-send-detail-page';
import { transferTexts } from '../texts';
import { CirculationCard } from './circulation-card';
import { ClaimCard } from './claim-card';

// Circulation records and claims say what each move was, by its source (issue 31, decision 062): a synthesis
// result is no "8", a cast result no purchase, a redeemed collectible no airdrop.

afterEach(cleanup);

const item = {
  cardNftId: 9,
  collectionId: 3,
  name: 'Spring badge',
  coverUrl: '',
  mediaKind: 'image' as const,
  serial: 4,
  totalSupply: 10,
};
const someone = { userId: 2, nickname: 'Mei', avatarUrl: '', maskedPhone: '138****0001' };

const record = (source: RecordSource, over: Partial<CirculationItem> = {}): CirculationItem => ({
  id: 1,
  direction: 'in',
  businessType: source === 'synthesis' || source === 'synthesis_burn' ? 8 : 4,
  saleKind: null,
  source,
  counterparty: null,
  item,
  status: 'done',
  txHash: null,
  createdAt: Date.UTC(2026, 10, 1),
  ...over,
});

async function show(ui: React.ReactElement, lang: Language) {
  await setupI18n(lang);
  await transferTexts.load(lang);
  await changeLanguage(lang);
  await act(async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </MemoryRouter>,
    );
  });
}

describe('circulation records', () => {
  it.each(['zh-CN', 'zh-TW', 'en'] as const)('each source has its own label (%s)', async (lang) => {
    const out = new Set<RecordSource>(['synthesis_burn', 'cast_spend']);
    await show(
      <>
        {RECORD_SOURCES.map((s, i) => (
          <CirculationCard key={s} record={record(s, { id: i + 1, direction: out.has(s) ? 'out' : 'in' })} />
        ))}
      </>,
      lang,
    );
    const cards = await screen.findAllByTestId('flow-record');
    expect(cards.map((c) => c.getAttribute('data-source'))).toEqual([...RECORD_SOURCES]);
    const kinds = screen.getAllByTestId('flow-kind').map((k) => k.textContent!);
    kinds.forEach((k, i) => expect(k).toContain(recordSourceLabel(RECORD_SOURCES[i]!, lang)));
    expect(new Set(kinds).size).toBe(RECORD_SOURCES.length);
    // No business type number stands for a label.
    for (const k of kinds) expect(k).not.toMatch(/· \d+$/);
  });

  it('a synthesis result, a cast result and a redemption read as themselves; a burn goes to no one', async () => {
    await show(
      <>
        <CirculationCard record={record('synthesis', { id: 1 })} />
        <CirculationCard record={record('cast', { id: 2 })} />
        <CirculationCard record={record('redemption', { id: 3, businessType: 6 })} />
        <CirculationCard record={record('synthesis_burn', { id: 4, direction: 'out' })} />
        <CirculationCard record={record('gift', { id: 5, direction: 'out', businessType: 6, counterparty: someone })} />
      </>,
      'zh-CN',
    );
    const kinds = (await screen.findAllByTestId('flow-kind')).map((k) => k.textContent);
    expect(kinds).toEqual(['转入 · 合成获得', '转入 · 活动铸造', '转入 · 兑换码兑换', '转出 · 合成消耗', '转出 · 转赠']);
    const who = screen.getAllByTestId('flow-counterparty').map((k) => k.textContent);
    expect(who).toEqual(['来自平台', '来自平台', '来自平台', '已销毁', '转给 Mei 138****0001']);
  });
});

describe('claims', () => {
  const claim = (kind: Claim['kind'], id: number): Claim => ({
    id,
    kind,
    sender: kind === 'gift' ? someone : null,
    airdropId: kind === 'airdrop' ? 5 : null,
    item,
    status: 'done',
    read: true,
    createdAt: Date.UTC(2026, 10, 1),
  });

  it.each([
    ['en', ['Gift', 'Airdrop', 'Code redeemed']],
    ['zh-CN', ['转赠', '空投', '兑换码兑换']],
    ['zh-TW', ['轉贈', '空投', '兌換碼兌換']],
  ] as const)('a gift, an airdrop and a redeemed code each say so (%s)', async (lang, labels) => {
    await show(
      <>
        {(['gift', 'airdrop', 'redemption'] as const).map((k, i) => (
          <ClaimCard key={k} claim={claim(k, i + 1)} itemPath={(id) => `/item/${id}`} />
        ))}
      </>,
      lang,
    );
    const cards = await screen.findAllByTestId('claim');
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['gift', 'airdrop', 'redemption']);
    expect(screen.getAllByTestId('claim-kind').map((k) => k.textContent)).toEqual(labels);
  });
});
