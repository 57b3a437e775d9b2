// Test helpers of the catalogue (not exported from the app): the app's i18n with the catalogue texts,
// render() inside a query client, a router and Suspense, and cards and details to answer with.
import type { CallData, Calls } from '@curio/contract/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { catalogueTexts } from './texts';
import { i18n, I18nProvider, setupI18n } from '../../lib/i18n';
import { configureRequest } from '../../lib/request/index';
import { createQueryClient } from '../../lib/query/query-client';

export type Card = CallData<Calls['listCollections']>['items'][number];
export type BoxCard = CallData<Calls['listBlindBoxes']>['items'][number];
export type Detail = CallData<Calls['getCollection']>;

export const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
export const fail = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null });

const creator = { id: 3, name: 'Lin Studio', avatarUrl: '/a.png' };

export function card(over: Partial<Card> = {}): Card {
  return {
    id: 1,
    name: 'Spring Rain',
    coverUrl: '/c.png',
    price: 9900,
    totalSupply: 1000,
    remaining: 588,
    saleState: 'on_sale',
    saleStart: Date.now() - 3_600_000,
    saleEnd: null,
    creator,
    mediaKind: 'image',
    seriesId: 1,
    businessType: 4,
    ...over,
  };
}

export function detail(over: Partial<Detail> = {}): Detail {
  return {
    ...card(),
    description: 'Minted on chain.',
    media: { kind: 'image', url: '/m.png', contentType: 'image/png', posterUrl: null, sources: [] },
    series: { id: 1, name: 'Four Seasons' },
    categoryId: 2,
    perUserLimit: 5,
    mine: { taken: 0, allowance: 5, unpaidOrderNo: null },
    holdHoursBeforeTransfer: 24,
    privileges: [{ title: 'Early access', description: 'First in line.', usageCount: 2, frequency: 'month' }],
    copyright: {
      certificateNo: 'CD-1',
      holder: 'Lin Studio',
      issuer: 'Registry',
      certifiedAt: Date.UTC(2026, 9, 2),
      imageUrl: null,
    },
    onChain: { standard: 'ERC-721', chainName: null, contractAddress: null },
    saleKind: 1,
    listed: true,
    serverTime: Date.now(),
    ...over,
  };
}

/** Loads the app's and the catalogue's texts once (slow the first time in a test file: modules load). */
export async function warmUp(lang = 'en') {
  await setupI18n(lang);
  await catalogueTexts.load(lang === 'zh-CN' || lang === 'zh-TW' || lang === 'es' || lang === 'fr' ? lang : 'en');
}

/** Renders `ui` at `route` with the catalogue texts of `lang` loaded. */
export async function renderCatalogue(ui: ReactElement, { lang = 'en', route = '/' }: { lang?: string; route?: string } = {}) {
  await setupI18n(lang);
  await catalogueTexts.load(lang === 'zh-CN' || lang === 'zh-TW' || lang === 'es' || lang === 'fr' ? lang : 'en');
  configureRequest({ getLanguage: () => lang });
  // The app's own client (its staleTime too): with another, a list given its first page would load it again.
  const queryClient = createQueryClient();
  let result!: RenderResult;
  // Inside an awaited act: a page suspended on its texts resumes within it.
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </MemoryRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
  return { ...result, queryClient };
}
