import { ErrorCode, type CallData, type getNotice, type Language, type NoticeCard } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { Cards } from './cards';
import type { Page } from './collection.service';
import { decodeCursor, NOTICE_SORT, pageFrom } from './keyset';
import type { NoticeRepository } from './notice.repository';

export class NoticeService {
  constructor(
    private readonly repo: NoticeRepository,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number, q: { cursor?: string; pageSize: number }, lang: Language): Promise<Page<NoticeCard>> {
    const cards = new Cards(lang, this.clock());
    const rows = await this.repo.list(tenantId, {
      now: cards.now,
      after: decodeCursor(NOTICE_SORT, q.cursor),
      limit: q.pageSize + 1,
    });
    return pageFrom(
      rows,
      q.pageSize,
      NOTICE_SORT,
      (r) => r.published_at,
      (r) => cards.notice(r),
    );
  }

  /** A published notice; one not published yet is not found, like another tenant's. */
  async detail(tenantId: number, id: number, lang: Language): Promise<CallData<typeof getNotice>> {
    const cards = new Cards(lang, this.clock());
    const r = await this.repo.find(tenantId, id, cards.now);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND);
    return { ...cards.notice(r), html: cards.text(r.html) };
  }
}
