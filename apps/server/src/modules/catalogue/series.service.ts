import { CatalogueSort, ErrorCode, type CallData, type getSeries, type Language, type SeriesCard } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { Cards } from './cards';
import type { Page } from './collection.service';
import type { CollectionService } from './collection.service';
import { decodeCursor, NAME_SORTS, pageFrom, sortSpec } from './keyset';
import type { SeriesFilter, SeriesRepository } from './series.repository';

export interface SeriesListQuery {
  sortType: number;
  creatorId?: number;
  categoryId?: number;
  cursor?: string;
  pageSize: number;
}

export class SeriesService {
  constructor(
    private readonly repo: SeriesRepository,
    private readonly collections: CollectionService,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, q: SeriesListQuery, lang: Language, keyword?: string): Promise<Page<SeriesCard>> {
    const spec = sortSpec(NAME_SORTS, q.sortType);
    const cards = new Cards(lang, this.clock());
    const filter: SeriesFilter = { creatorId: q.creatorId, categoryId: q.categoryId, keyword };
    const rows = await this.repo.list(tenantId, { filter, spec, after: decodeCursor(spec, q.cursor), limit: q.pageSize + 1 });
    return pageFrom(
      rows,
      q.pageSize,
      spec,
      (r) => r[spec.column as 'rank'],
      (r) => cards.series(r),
    );
  }

  async detail(tenantId: number, id: number, lang: Language): Promise<CallData<typeof getSeries>> {
    const r = await this.repo.detail(tenantId, id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    const cards = new Cards(lang, this.clock());
    const collections = await this.collections.list(
      tenantId,
      { sortType: CatalogueSort.RECOMMENDED, seriesId: id, pageSize: 20 },
      lang,
    );
    return { ...cards.series(r), description: cards.text(r.description), collections, serverTime: cards.now };
  }
}
