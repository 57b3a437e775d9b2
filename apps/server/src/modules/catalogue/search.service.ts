import { CatalogueSort, ErrorCode, type CallData, type Language, type search, type SearchType } from '@curio/contract';
import { AppError } from '../../errors';
import type { BlindBoxService } from './blind-box.service';
import type { CollectionService, Page } from './collection.service';
import type { CreatorService } from './creator.service';
import type { SeriesService } from './series.service';

const empty = <T>(): Page<T> => ({ items: [], nextCursor: null });

/**
 * Search over collection, series, creator and blind-box names: every language's name of each, case-insensitive
 * (`search_text` is stored lower-cased; the keyword is lower-cased here and matched with an escaped
 * LIKE, the same SQL on both databases). Results come in recommended order.
 */
export class SearchService {
  constructor(
    private readonly collections: CollectionService,
    private readonly series: SeriesService,
    private readonly creators: CreatorService,
    private readonly blindBoxes: BlindBoxService,
  ) {}

  async search(
    tenantId: number,
    q: { keyword: string; type?: SearchType; cursor?: string; pageSize: number },
    lang: Language,
  ): Promise<CallData<typeof search>> {
    // A cursor belongs to one group: paging needs the type.
    if (q.cursor !== undefined && q.type === undefined) throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { reason: 'cursor' });
    const keyword = q.keyword.toLowerCase();
    const page = { sortType: CatalogueSort.RECOMMENDED, cursor: q.cursor, pageSize: q.pageSize };
    const want = (t: SearchType) => q.type === undefined || q.type === t;
    const [collections, series, creators, blindBoxes] = await Promise.all([
      want('collection') ? this.collections.list(tenantId, page, lang, { keyword }) : empty<never>(),
      want('series') ? this.series.list(tenantId, page, lang, keyword) : empty<never>(),
      want('creator') ? this.creators.list(tenantId, page, lang, keyword) : empty<never>(),
      want('blindBox') ? this.blindBoxes.list(tenantId, page, lang, { keyword }) : empty<never>(),
    ]);
    return { collections, series, creators, blindBoxes };
  }
}
