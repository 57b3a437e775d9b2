import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_PER_USER_MAX,
  ErrorCode,
  localize,
  type ActivitySaveBody,
  type CallData,
  type ConsoleActivityRow,
  type consoleListActivities,
  type consoleSaveActivity,
  type Language,
  type LocalizedText,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { ActivityRepository, ActivityRow } from './activity.repository';
import { physicalOf, requirementsOf, windowStatus, type ActivityPorts } from './activity.service';
import type { AuditRecorder } from '../../http/request-context';

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

const refused = (issues: { path: string; message: string }[]) => new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues });

/**
 * The console's activities (issue 18, decision 042): the tenant's activities with their casts, saving one
 * (create, or update by id) and withdrawing one, each write audited in its transaction. What users cast
 * is never contradicted: once someone has cast, the result, the qualifying collections and the mode stay,
 * and the stock never goes below the casts (the update is conditional, so a cast racing a save cannot
 * pass it); a withdrawn activity is ended for good.
 */
export class ActivityConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rows: ActivityRepository,
    private readonly ports: Pick<ActivityPorts, 'collectionBriefs' | 'sanitize' | 'couponSummary'>,
    private readonly clock: Clock,
  ) {}

  async views(tenantId: number, list: ActivityRow[], lang: Language): Promise<ConsoleActivityRow[]> {
    const now = this.clock();
    const briefs = await this.ports.collectionBriefs(
      tenantId,
      list.flatMap((a) => [
        ...(a.result_collection_id === null ? [] : [a.result_collection_id]),
        ...requirementsOf(a).map((r) => r.collectionId),
      ]),
      lang,
    );
    const coupons = new Map<number, string>();
    for (const a of list)
      if (a.coupon_template_id !== null && !coupons.has(a.coupon_template_id))
        coupons.set(a.coupon_template_id, (await this.ports.couponSummary?.(tenantId, a.coupon_template_id, lang))?.name ?? '');
    return list.map((a) => {
      const brief = a.result_collection_id === null ? undefined : briefs.get(a.result_collection_id);
      const phys = physicalOf(a);
      const couponName = a.coupon_template_id === null ? '' : (coupons.get(a.coupon_template_id) ?? '');
      const result =
        a.kind === 'coupon'
          ? { name: couponName, coverUrl: a.cover_url }
          : a.kind === 'physical'
            ? { name: localize(phys?.name ?? {}, lang), coverUrl: phys?.imageUrl ?? '' }
            : brief;
      return {
        id: a.id,
        key: a.key,
        kind: a.kind,
        name: parse<LocalizedText>(a.name, {}),
        coverUrl: a.cover_url || (result?.coverUrl ?? ''),
        rules: parse<LocalizedText>(a.rules, {}),
        result: {
          id: a.kind === 'coupon' ? (a.coupon_template_id ?? 0) : a.kind === 'physical' ? a.id : (a.result_collection_id ?? 0),
          name: result?.name ?? '',
          coverUrl: result?.coverUrl ?? '',
        },
        couponTemplate: a.coupon_template_id === null ? null : { id: a.coupon_template_id, name: couponName },
        physical: phys,
        price: Number(a.price ?? 0),
        perUserLimit: a.per_user_limit,
        qualifying: requirementsOf(a).map((r) => ({
          collectionId: r.collectionId,
          name: briefs.get(r.collectionId)?.name ?? '',
          count: r.count,
        })),
        mode: a.mode,
        coolingBlocks: a.cooling_blocks === 1,
        startsAt: Number(a.starts_at),
        endsAt: Number(a.ends_at),
        stock: a.stock,
        casts: a.cast_count,
        enabled: a.enabled === 1,
        withdrawnAt: a.withdrawn_at === null ? null : Number(a.withdrawn_at),
        status: windowStatus(a, now),
        createdAt: Number(a.created_at),
        updatedAt: Number(a.updated_at),
      };
    });
  }

  async list(
    tenantId: number,
    q: { kind?: string; limit: number; before?: number },
    lang: Language,
  ): Promise<CallData<typeof consoleListActivities>> {
    const rows = await this.rows.all(tenantId, { ...q, limit: q.limit + 1 });
    const page = rows.slice(0, q.limit);
    return { activities: await this.views(tenantId, page, lang), nextBefore: rows.length > q.limit ? page.at(-1)!.id : null };
  }

  /** Whether the tenant has an activity with this key (the demo seed adds its activities once). */
  async hasKey(tenantId: number, key: string): Promise<boolean> {
    return (await this.rows.byKey(this.db, tenantId, key)) !== undefined;
  }

  /** Creates a casting activity, or updates the one with `body.id`. */
  async save(
    tenantId: number,
    body: ActivitySaveBody,
    lang: Language,
    audit: AuditRecorder | null = null,
  ): Promise<CallData<typeof consoleSaveActivity>> {
    const now = this.clock();
    const cast = body.kind === 'cast';
    if (cast && body.resultCollectionId === undefined) throw notFound();
    const refs = [...(cast ? [body.resultCollectionId!] : []), ...body.qualifying.map((q) => q.collectionId)];
    if (body.kind === 'coupon') {
      const t =
        body.couponTemplateId === undefined ? null : await this.ports.couponSummary?.(tenantId, body.couponTemplateId, lang);
      if (!t) throw notFound();
    }
    const found = await this.ports.collectionBriefs(tenantId, refs, 'en');
    if (refs.some((id) => !found.has(id))) throw notFound();
    const rules: LocalizedText = {};
    for (const [l, html] of Object.entries(body.rules) as [Language, string][]) {
      const clean = this.ports.sanitize(html).trim();
      if (clean) rules[l] = clean;
    }
    const name: LocalizedText = {};
    for (const [l, v] of Object.entries(body.name) as [Language, string][]) if (v) name[l] = v;
    const qualifying = JSON.stringify(body.qualifying.map((q) => ({ collectionId: q.collectionId, count: q.count })));
    const values = {
      kind: body.kind,
      name: JSON.stringify(name),
      cover_url: body.coverUrl ?? '',
      rules: JSON.stringify(rules),
      result_collection_id: cast ? body.resultCollectionId! : null,
      coupon_template_id: body.kind === 'coupon' ? body.couponTemplateId! : null,
      physical:
        body.kind === 'physical' && body.physical
          ? JSON.stringify({ name: body.physical.name, imageUrl: body.physical.imageUrl, description: body.physical.description })
          : null,
      price: body.kind === 'physical' ? body.price : 0,
      // Casts per user (decision 062: each qualifying item once per holder bounds them; 100 unless set) or orders per user.
      per_user_limit: body.perUserLimit ?? (cast ? ACTIVITY_PER_USER_MAX : 1),
      qualifying,
      mode: body.mode,
      cooling_blocks: body.coolingBlocks ? 1 : 0,
      starts_at: body.startsAt,
      ends_at: body.endsAt,
      stock: body.stock,
      enabled: body.enabled ? 1 : 0,
      updated_at: now,
    };
    const r = await this.db.transaction().execute(async (trx) => {
      if (body.id === undefined) {
        const key = body.key ?? `activity-${now.toString(36)}-${randomBytes(3).toString('hex')}`;
        if (await this.rows.byKey(trx, tenantId, key))
          throw refused([{ path: 'key', message: 'an activity has this key already' }]);
        const id = await this.rows.insert(trx, { tenant_id: tenantId, key, ...values, created_at: now });
        const after = await this.rows.byId(tenantId, id, trx);
        await audit?.(trx, { action: 'activities.save', targetType: 'activity', targetId: String(id), before: null, after });
        return { id, created: true, row: after! };
      }
      const before = await this.rows.byId(tenantId, body.id, trx);
      if (!before) throw notFound();
      const issues: { path: string; message: string }[] = [];
      if (before.withdrawn_at !== null) issues.push({ path: 'id', message: 'the activity was withdrawn: it cannot change' });
      if (before.kind !== body.kind) issues.push({ path: 'kind', message: 'the kind cannot change' });
      if (before.cast_count > 0 && before.kind !== 'cast') {
        const n = before.cast_count;
        if (before.coupon_template_id !== values.coupon_template_id || before.physical !== values.physical)
          issues.push({ path: 'kind', message: `${n} orders were made: the reward cannot change` });
        if (Number(before.price) !== values.price)
          issues.push({ path: 'price', message: `${n} orders were made: the price cannot change` });
        if (before.qualifying !== qualifying)
          issues.push({ path: 'qualifying', message: `${n} orders were made: what qualifies cannot change` });
      }
      if (before.cast_count > 0 && before.kind === 'cast') {
        const n = before.cast_count;
        if (before.result_collection_id !== body.resultCollectionId)
          issues.push({ path: 'resultCollectionId', message: `${n} casts were made: the result cannot change` });
        if (before.qualifying !== qualifying)
          issues.push({ path: 'qualifying', message: `${n} casts were made: what qualifies cannot change` });
        if (before.mode !== body.mode) issues.push({ path: 'mode', message: `${n} casts were made: the mode cannot change` });
      }
      if (body.stock < before.cast_count)
        issues.push({ path: 'stock', message: `${before.cast_count} casts were made: the stock cannot be less` });
      if (issues.length) throw refused(issues);
      if (!(await this.rows.update(trx, tenantId, before.id, values)))
        throw refused([{ path: 'stock', message: 'more casts were made meanwhile: the stock cannot be less' }]);
      const after = await this.rows.byId(tenantId, before.id, trx);
      await audit?.(trx, { action: 'activities.save', targetType: 'activity', targetId: String(before.id), before, after });
      return { id: before.id, created: false, row: after! };
    });
    const [activity] = await this.views(tenantId, [r.row], lang);
    return { id: r.id, created: r.created, activity: activity! };
  }

  /** Withdraws an activity for good (again: nothing changes, no audit row). */
  async withdraw(tenantId: number, id: number, lang: Language, audit: AuditRecorder | null = null): Promise<ConsoleActivityRow> {
    const now = this.clock();
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await this.rows.byId(tenantId, id, trx);
      if (!before) throw notFound();
      if (before.withdrawn_at !== null) return before;
      await this.rows.withdraw(trx, tenantId, id, now);
      const after = (await this.rows.byId(tenantId, id, trx))!;
      await audit?.(trx, { action: 'activities.withdraw', targetType: 'activity', targetId: String(id), before, after });
      return after;
    });
    return (await this.views(tenantId, [row], lang))[0]!;
  }
}
