import {
  ErrorCode,
  SaleKind,
  type BlindBoxCard,
  type CallData,
  type DropListQuery,
  type getBlindBox,
  type Language,
} from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { BlindBoxRepository } from './blind-box.repository';
import { Cards } from './cards';
import { filterOf, type Page } from './collection.service';
import type { DropFilter } from './drops';
import { decodeCursor, DROP_SORTS, pageFrom, sortSpec } from './keyset';

type BlindBoxDetailData = CallData<typeof getBlindBox>;

/** Odds are shown with 6 decimals: enough for a box of a million. */
const roundOdds = (x: number) => Math.round(x * 1e6) / 1e6;

export class BlindBoxService {
  constructor(
    private readonly repo: BlindBoxRepository,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, q: DropListQuery, lang: Language, extra: Partial<DropFilter> = {}): Promise<Page<BlindBoxCard>> {
    const spec = sortSpec(DROP_SORTS, q.sortType);
    const cards = new Cards(lang, this.clock());
    const rows = await this.repo.list(tenantId, {
      filter: { ...filterOf(q), ...extra },
      spec,
      after: decodeCursor(spec, q.cursor),
      limit: q.pageSize + 1,
      now: cards.now,
    });
    return pageFrom(
      rows,
      q.pageSize,
      spec,
      (r) => r[spec.column as 'rank'],
      (r) => cards.blindBox(r),
    );
  }

  /** The box with its items: odds are each item's remaining stock over the box's (PRODUCT.md §5). */
  async detail(tenantId: number, id: number, lang: Language): Promise<Omit<BlindBoxDetailData, 'mine'>> {
    const r = await this.repo.detail(tenantId, id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    const cards = new Cards(lang, this.clock());
    const items = await this.repo.items(tenantId, id);
    const left = items.map((i) => Math.max(0, i.quantity - i.drawn_count));
    const totalLeft = left.reduce((a, b) => a + b, 0);
    return {
      ...cards.blindBox(r),
      description: cards.text(r.description),
      series: r.series_id !== null && r.series_name !== null ? { id: r.series_id, name: cards.text(r.series_name) } : null,
      categoryId: r.category_id,
      perUserLimit: r.per_user_limit,
      items: items.map((i, n) => ({
        collection: { id: i.id, name: cards.text(i.name), coverUrl: i.cover_url, mediaKind: i.media_kind },
        quantity: i.quantity,
        remaining: left[n]!,
        odds: totalLeft === 0 ? 0 : roundOdds(left[n]! / totalLeft),
      })),
      fairnessSeedHash: r.fairness_seed_hash,
      saleKind: SaleKind.IPO,
      serverTime: cards.now,
    };
  }
}
