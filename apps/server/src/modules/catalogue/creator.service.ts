import { CatalogueSort, ErrorCode, type CallData, type CreatorCard, type getCreatorSpace, type Language } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { BlindBoxService } from './blind-box.service';
import { Cards } from './cards';
import type { CollectionService, Page } from './collection.service';
import type { CreatorRepository } from './creator.repository';
import { decodeCursor, NAME_SORTS, pageFrom, sortSpec } from './keyset';
import type { SeriesService } from './series.service';

/** How many series and blind boxes a creator's space shows at once. */
const SPACE_LIST_MAX = 50;

export class CreatorService {
  constructor(
    private readonly repo: CreatorRepository,
    private readonly collections: CollectionService,
    private readonly series: SeriesService,
    private readonly blindBoxes: BlindBoxService,
    private readonly clock: Clock,
  ) {}

  async list(
    tenantId: number,
    q: { sortType: number; cursor?: string; pageSize: number },
    lang: Language,
    keyword?: string,
  ): Promise<Page<CreatorCard>> {
    const spec = sortSpec(NAME_SORTS, q.sortType);
    const cards = new Cards(lang, this.clock());
    const rows = await this.repo.list(tenantId, { spec, after: decodeCursor(spec, q.cursor), limit: q.pageSize + 1, keyword });
    return pageFrom(
      rows,
      q.pageSize,
      spec,
      (r) => r[spec.column as 'rank'],
      (r) => cards.creator(r),
    );
  }

  /** Creators' names and avatars in `lang`, by id, of this tenant only (an id of another tenant is absent). */
  async namesOf(tenantId: number, ids: number[], lang: Language): Promise<Map<number, { name: string; avatarUrl: string }>> {
    const cards = new Cards(lang, this.clock());
    const rows = ids.length === 0 ? [] : await this.repo.byIds(tenantId, ids);
    return new Map(rows.map((r) => [r.id, { name: cards.creator(r).name, avatarUrl: r.avatar_url }]));
  }

  /** A creator's home: profile, their series and blind boxes, and the first page of their collections. */
  async space(tenantId: number, id: number, lang: Language): Promise<CallData<typeof getCreatorSpace>> {
    const r = await this.repo.find(tenantId, id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    const cards = new Cards(lang, this.clock());
    const recommended = { sortType: CatalogueSort.RECOMMENDED, pageSize: SPACE_LIST_MAX };
    const [series, collections, blindBoxes] = await Promise.all([
      this.series.list(tenantId, { ...recommended, creatorId: id }, lang),
      this.collections.list(tenantId, { ...recommended, creatorId: id, pageSize: 20 }, lang),
      this.blindBoxes.list(tenantId, { ...recommended, creatorId: id }, lang),
    ]);
    return {
      creator: { ...cards.creator(r), coverUrl: r.cover_url, seriesCount: Number(r.series_count ?? 0) },
      series: series.items,
      collections,
      blindBoxes: blindBoxes.items,
    };
  }
}
