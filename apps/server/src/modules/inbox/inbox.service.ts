import { ErrorCode, INBOX_KINDS, type InboxEvent, type InboxKind, type InboxParams, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { InboxEventRow, InboxRepository } from './inbox.repository';

/** What a flow adds to a user's inbox (the `add` step). */
export interface NewInboxEvent {
  kind: InboxKind;
  /** The item it is about: tapping the event opens the owner's item page. */
  cardNftId?: number | null;
  /** What else it is about: an order number, an airdrop id ... */
  ref?: string | null;
  /** The values its text needs; never a raw phone number or id of another user (mask them). */
  params?: InboxParams;
  /** When it happened (ms), usually the flow's clock. */
  at: number;
}

/** What the inbox reads of its neighbours; wiring/inbox.ports.ts supplies it. */
export interface InboxPorts {
  /** The catalogue: collections' cards in a language (an event's `collectionId` named in the reader's language). */
  collectionBriefs(tenantId: number, ids: number[], lang: Language): Promise<ReadonlyMap<number, { name: string }>>;
}

const PARAMS_MAX_CHARS = 2000;

function paramsOf(text: string | null): InboxParams {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    const out: InboxParams = {};
    for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = x;
    return out;
  } catch {
    return {};
  }
}

function toEvent(r: InboxEventRow): InboxEvent {
  return {
    id: r.id,
    kind: (INBOX_KINDS as readonly string[]).includes(r.kind) ? (r.kind as InboxKind) : 'order_closed',
    cardNftId: r.card_nft_id,
    ref: r.ref,
    params: paramsOf(r.params),
    createdAt: Number(r.created_at),
    readAt: r.read_at === null ? null : Number(r.read_at),
  };
}

function rowOf(tenantId: number, userId: number, event: NewInboxEvent) {
  if (!(INBOX_KINDS as readonly string[]).includes(event.kind)) throw new Error(`unknown inbox kind ${String(event.kind)}`);
  const params = event.params && Object.keys(event.params).length > 0 ? JSON.stringify(event.params) : null;
  if (params !== null && params.length > PARAMS_MAX_CHARS) throw new Error('inbox params too long');
  return {
    tenant_id: tenantId,
    user_id: userId,
    kind: event.kind,
    card_nft_id: event.cardNftId ?? null,
    ref: event.ref ?? null,
    params,
    read_at: null,
    created_at: event.at,
  };
}

/**
 * The notification inbox (issue 14, decision 026): flows add events inside their own transaction (`add`,
 * the caller's transaction first), so an event exists exactly when its cause committed; a user lists
 * theirs newest first, counts the unread and marks them read. Everything is per tenant and per user.
 */
export class InboxService {
  constructor(
    private readonly repo: InboxRepository,
    private readonly ports: InboxPorts,
    private readonly clock: Clock,
  ) {}

  /** The step flows call: one event for one user, in the flow's transaction. Answers its id. */
  async add(trx: Kysely<Database>, tenantId: number, userId: number, event: NewInboxEvent): Promise<number> {
    return this.repo.add(trx, rowOf(tenantId, userId, event));
  }

  /** The same event for each of many users (a collection's favouriters), in the flow's transaction. */
  async addForUsers(trx: Kysely<Database>, tenantId: number, userIds: readonly number[], event: NewInboxEvent): Promise<void> {
    if (userIds.length === 0) return;
    const first = rowOf(tenantId, 0, event);
    await this.repo.addMany(
      trx,
      userIds.map((userId) => ({ ...first, user_id: userId })),
    );
  }

  /**
   * The user's events, newest first. An event whose params name a `collectionId` gets its `collection`
   * (name) in the reader's language, unless the flow wrote one.
   */
  async list(tenantId: number, userId: number, q: { cursor?: string; pageSize: number }, lang: Language) {
    let before: number | undefined;
    if (q.cursor !== undefined) {
      before = Number(q.cursor);
      if (!/^[1-9][0-9]{0,15}$/.test(q.cursor)) throw new AppError(ErrorCode.VALIDATION_FAILED);
    }
    const rows = await this.repo.page(tenantId, userId, q.pageSize + 1, before);
    const more = rows.length > q.pageSize;
    const items = rows.slice(0, q.pageSize).map(toEvent);
    const ids = items.flatMap((e) =>
      typeof e.params.collectionId === 'number' && e.params.collection === undefined ? [e.params.collectionId] : [],
    );
    if (ids.length > 0) {
      const briefs = await this.ports.collectionBriefs(tenantId, ids, lang);
      for (const e of items) {
        const name = typeof e.params.collectionId === 'number' ? briefs.get(e.params.collectionId)?.name : undefined;
        if (name !== undefined && e.params.collection === undefined) e.params.collection = name;
      }
    }
    return {
      items,
      nextCursor: more ? String(items[items.length - 1]!.id) : null,
      unread: await this.repo.unread(tenantId, userId),
    };
  }

  async unread(tenantId: number, userId: number): Promise<{ unread: number }> {
    return { unread: await this.repo.unread(tenantId, userId) };
  }

  /** Marks one event or all of the user's events read; another user's (or tenant's) event is not found. */
  async markRead(tenantId: number, userId: number, what: { id?: number; all?: boolean }): Promise<{ unread: number }> {
    const now = this.clock();
    if (what.all === true) await this.repo.markAll(tenantId, userId, now);
    else if (what.id !== undefined) {
      if (!(await this.repo.markOne(tenantId, userId, what.id, now))) throw notFound();
    } else throw new AppError(ErrorCode.VALIDATION_FAILED);
    return this.unread(tenantId, userId);
  }
}
