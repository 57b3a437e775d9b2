import type { Language } from '@curio/contract/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, I18nProvider, setupI18n } from '../../../lib/i18n';
import { saleTexts } from '../texts';
import type { DrawProof } from '../api/open-box';
import { ProofView } from './proof-view';

// The opened box's fairness proof: the stock before the draw by item with ticket ranges, the seed's
// promise before the sale ends, and after it a check that runs in the browser (lib/sale/fairness).

vi.setConfig({ testTimeout: 20_000 });

// The vector of lib/sale/fairness.test.ts (made by the server's fairness.ts).
const proof: DrawProof = {
  seedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  seed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  drawInput: '202611220000012345678901AB:0',
  remainingBefore: [
    { collectionId: 11, remaining: 1 },
    { collectionId: 12, remaining: 2 },
    { collectionId: 13, remaining: 3 },
  ],
  ticket: 5,
};
const names = new Map([
  [11, 'Dawn'],
  [13, 'Dusk'],
]);

beforeAll(async () => {
  await setupI18n('en');
  await saleTexts.load('en');
  await saleTexts.load('zh-CN');
}, 30_000);

async function show(ui: ReactElement, lang: Language = 'en') {
  await changeLanguage(lang);
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
      </I18nProvider>,
    );
  });
}

describe('the draw proof', () => {
  it('lists the stock before the draw by name (id without one) with each item’s tickets, and marks the drawn item', async () => {
    await show(<ProofView proof={{ ...proof, seed: null }} names={names} drawnCollectionId={13} />);
    expect(screen.getByTestId('proof-seed-hash-value').textContent).toBe(proof.seedHash);
    expect(screen.getByTestId('proof-input-value').textContent).toBe(proof.drawInput);
    expect(screen.getByTestId('proof-ticket-value').textContent).toBe('5');
    const rows = [...screen.getByTestId('proof-stock').querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['Dawn', '1', '0'],
      ['Collection 12', '2', '1–2'],
      ['DuskDrawn', '3', '3–5'],
    ]);
    expect(screen.getByTestId('proof-stock').querySelector('tfoot')!.textContent).toBe('Total60–5');
    expect(screen.getByTestId('proof-seed-pending').textContent).toMatch(/revealed when the sale ends/);
    expect(screen.queryByTestId('proof-check')).toBeNull();
  });

  it('checks a revealed draw in the browser: hash, ticket and the item drawn', async () => {
    await show(<ProofView proof={proof} names={names} drawnCollectionId={13} />);
    expect(screen.getByTestId('proof-seed-value').textContent).toBe(proof.seed);
    await act(async () => {
      fireEvent.click(screen.getByTestId('proof-check'));
    });
    const result = await screen.findByTestId('proof-result');
    expect(result.getAttribute('data-ok')).toBe('true');
    expect(result.textContent).toContain('This draw checks out');
    expect(result.textContent).toContain('sha256(seed) equals the published seed hash');
    expect(result.textContent).toContain('HMAC-SHA256(seed, draw input) mod 6 = 5, the ticket above');
    expect(result.textContent).toContain('Ticket 5 falls on Dusk, the item drawn');
  });

  it('says when a draw does not check out, in the user’s language', async () => {
    await show(<ProofView proof={{ ...proof, ticket: 4 }} names={names} drawnCollectionId={11} />, 'zh-CN');
    await act(async () => {
      fireEvent.click(screen.getByTestId('proof-check'));
    });
    const result = await screen.findByTestId('proof-result');
    expect(result.getAttribute('data-ok')).toBe('false');
    expect(result.textContent).toContain('本次抽取验证未通过');
    expect(result.textContent).toContain('sha256(种子) 与公布的种子哈希一致');
    expect(result.textContent).toContain('对 6 取余 = 5，与上方抽取号不一致');
    expect(result.textContent).toContain('抽取号 5 落在「Dusk」的区间，与抽中的藏品不一致');
  });
});
