import { consoleLiftSuspension, consoleSuspendUser, ErrorCode, type CallData } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { TenantContext } from '../http/request-context';
import type { InboxService } from '../modules/inbox/index';
import type { ListingConsoleService } from '../modules/market/index';
import { registerCall } from '../plugins/register-call';
import { defineFlow } from './define-flow';
import type { TakeDownListing } from './take-down-listing';

type Suspension = { at: number; reason: string } | null;

export interface SuspendUserDeps {
  db: Kysely<Database>;
  /** Identity: the user's suspension and its steps. */
  users: {
    suspensionOf(tenantId: number, userId: number, db?: Kysely<Database>): Promise<Suspension | undefined>;
    suspend(trx: Kysely<Database>, tenantId: number, userId: number, reason: string, now: number): Promise<boolean>;
    lift(trx: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<boolean>;
  };
  /** Identity's sessions: the user's cached sessions re-read their standing (every process). */
  standingChanged(tenantId: number, userId: number): Promise<void>;
  listings: Pick<ListingConsoleService, 'openOfSeller'>;
  takeDown: Pick<TakeDownListing, 'step'>;
  inbox: Pick<InboxService, 'add'>;
  clock: Clock;
}

type Audit = (trx: Kysely<Database>, before: Suspension, after: Record<string, unknown>) => Promise<void>;

/**
 * An operator suspends a user, or lifts the suspension (issue 32 item 6, decision 067). Suspended, the user
 * may sign in, browse and export their data, but not order, pay, consign or gift (5000280, refused from the
 * session's own row: no read on the purchase path). Suspending is one transaction: the user marked (a
 * conditional update: of two operators one wins, the other gets 5000284), each of their listings on sale
 * taken down with the same reason (items back in their hands, one inbox event each), the user told, the
 * audit row. A listing a buyer's unpaid order holds is left to that order (the buyer may be paying): the
 * answer counts them, and the console lists them for a take-down once the order ends. Lifting restores
 * ordering, paying, consigning and gifting; the listings taken down stay down. After the commit the user's
 * cached sessions are dropped in every process, so the next request sees the new standing.
 */
export class SuspendUser {
  constructor(private readonly d: SuspendUserDeps) {}

  async suspend(
    tenant: TenantContext,
    userId: number,
    by: { operatorId: number; reason: string },
    audit?: Audit,
  ): Promise<CallData<typeof consoleSuspendUser>> {
    const before = await this.d.users.suspensionOf(tenant.id, userId);
    if (before === undefined) throw notFound();
    if (before !== null) throw new AppError(ErrorCode.USER_ALREADY_SUSPENDED);
    const now = this.d.clock();
    const result = await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.d.users.suspend(trx, tenant.id, userId, by.reason, now)))
        throw new AppError(ErrorCode.USER_ALREADY_SUSPENDED);
      let takenDown = 0;
      let heldByOrders = 0;
      for (const listing of await this.d.listings.openOfSeller(tenant.id, userId, trx)) {
        if (listing.status === 'on_sale' && (await this.d.takeDown.step(trx, tenant.id, listing, by, now))) takenDown += 1;
        else heldByOrders += 1;
      }
      await this.d.inbox.add(trx, tenant.id, userId, { kind: 'account_suspended', params: { reason: by.reason }, at: now });
      const out = { userId, suspension: { at: now, reason: by.reason }, takenDown, heldByOrders };
      if (audit) await audit(trx, before, out);
      return out;
    });
    await this.d.standingChanged(tenant.id, userId);
    return result;
  }

  async lift(tenant: TenantContext, userId: number, audit?: Audit): Promise<CallData<typeof consoleLiftSuspension>> {
    const before = await this.d.users.suspensionOf(tenant.id, userId);
    if (before === undefined) throw notFound();
    if (before === null) throw new AppError(ErrorCode.USER_NOT_SUSPENDED);
    const now = this.d.clock();
    const result = await this.d.db.transaction().execute(async (trx) => {
      if (!(await this.d.users.lift(trx, tenant.id, userId, now))) throw new AppError(ErrorCode.USER_NOT_SUSPENDED);
      await this.d.inbox.add(trx, tenant.id, userId, { kind: 'account_reinstated', at: now });
      const out = { userId, suspension: null };
      if (audit) await audit(trx, before, out);
      return out;
    });
    await this.d.standingChanged(tenant.id, userId);
    return result;
  }
}

declare module './flows.types' {
  interface Flows {
    /** An operator suspends a user or lifts it; the user's listings on sale come down (decision 067). */
    suspendUser: SuspendUser;
  }
}

export const suspendUserFlow = defineFlow({
  key: 'suspendUser',
  build: ({ app, db, clock, flows }) =>
    new SuspendUser({
      db,
      users: app.identity.console,
      standingChanged: (tenantId, userId) => app.identity.sessions.standingChanged(tenantId, userId),
      listings: app.market.console,
      takeDown: flows.takeDownListing,
      inbox: app.inbox.inbox,
      clock,
    }),
  routes(app, flow) {
    registerCall(app, consoleSuspendUser, (req) =>
      flow.suspend(req.tenant, req.params.id, { operatorId: req.operator!.id, reason: req.body.reason }, (trx, before, after) =>
        req.audit(trx, {
          action: 'user.suspend',
          targetType: 'user',
          targetId: req.params.id,
          before: { suspension: before },
          after,
        }),
      ),
    );
    registerCall(app, consoleLiftSuspension, (req) =>
      flow.lift(req.tenant, req.params.id, (trx, before, after) =>
        req.audit(trx, {
          action: 'user.liftSuspension',
          targetType: 'user',
          targetId: req.params.id,
          before: { suspension: before },
          after,
        }),
      ),
    );
  },
});
