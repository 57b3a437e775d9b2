import {
  deleteAccount,
  ErrorCode,
  getDeletionStanding,
  type DeletionBlocker,
  type DeletionStanding,
  type SmsPurpose,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { TenantContext } from '../http/request-context';
import type { PersonalDataStep } from '../plugins/personal-data';
import { registerCall } from '../plugins/register-call';
import { defineFlow, uid } from './define-flow';

/** What account deletion asks of its neighbours (decisions 046, 054). */
export interface DeleteAccountDeps {
  db: Kysely<Database>;
  /** The modules' personal-data steps (`app.personalData`): what blocks, what is erased. */
  steps: () => readonly PersonalDataStep[];
  /** The pay-password check every paying action uses (identity): wrong / locked / not set answer their codes. */
  verifyPayPassword: (tenantId: number, userId: number, payPassword: string) => Promise<void>;
  /** The user's own phone, null once deleted (identity). */
  ownPhone: (tenantId: number, userId: number) => Promise<{ areaCode: string; phone: string } | null>;
  /** The SMS code check and use (identity). */
  codes: {
    check: (tenantId: number, to: { areaCode: string; phone: string }, purpose: SmsPurpose, code: string) => Promise<number>;
    use: (trx: Kysely<Database>, tenantId: number, codeId: number) => Promise<void>;
  };
  /** Ends every session of the user, and the session cache's copies (identity), after the commit. */
  revokeSessions: (tenantId: number, userId: number) => Promise<void>;
  clock: Clock;
}

const CODES: Record<DeletionBlocker, (typeof ErrorCode)[keyof typeof ErrorCode]> = {
  collectibles: ErrorCode.ACCOUNT_HOLDS_COLLECTIBLES,
  money: ErrorCode.ACCOUNT_HOLDS_MONEY,
  orders: ErrorCode.ACCOUNT_HAS_OPEN_ORDERS,
};

/** The reasons in the order the page lists them and the first is thrown. */
const REASONS = Object.keys(CODES) as DeletionBlocker[];

/**
 * Account deletion (decisions 046, 054), one transaction: refused while the user holds collectibles, wallet
 * money or open orders / listings (one code per reason, with the count summed over the modules' steps);
 * then the pay password and an SMS code (purpose deleteAccount) are checked. Each module's personal-data
 * step erases or anonymizes its part of the user in the transaction (identity keeps the `users` row without
 * the person, for the orders, payments, ledger and chain records that point at it; the phone is freed).
 * Every session ends.
 */
export class DeleteAccount {
  constructor(private readonly d: DeleteAccountDeps) {}

  async standing(tenant: TenantContext, userId: number): Promise<DeletionStanding> {
    const counts = new Map<DeletionBlocker, number>();
    for (const step of this.d.steps()) {
      for (const b of step.blockers ? await step.blockers(tenant, userId) : []) {
        counts.set(b.reason, (counts.get(b.reason) ?? 0) + b.count);
      }
    }
    const blockers: DeletionStanding['blockers'] = [];
    for (const reason of REASONS) {
      const n = counts.get(reason) ?? 0;
      if (n > 0) blockers.push({ reason, code: CODES[reason], count: n });
    }
    return { blockers };
  }

  async delete(tenant: TenantContext, userId: number, body: { payPassword: string; code: string }): Promise<{ ok: true }> {
    const { blockers } = await this.standing(tenant, userId);
    const [first] = blockers;
    if (first) {
      const params: Record<string, string | number> =
        first.reason === 'money' ? { amount: (first.count / 100).toFixed(2) } : { count: first.count };
      throw new AppError(CODES[first.reason], params, { blockers });
    }
    await this.d.verifyPayPassword(tenant.id, userId, body.payPassword);
    const phone = await this.d.ownPhone(tenant.id, userId);
    if (!phone) throw new AppError(ErrorCode.SESSION_EXPIRED);
    const codeId = await this.d.codes.check(tenant.id, phone, 'deleteAccount', body.code);
    await this.d.db.transaction().execute(async (trx) => {
      await this.d.codes.use(trx, tenant.id, codeId);
      const now = this.d.clock();
      for (const step of this.d.steps()) await step.erase?.(trx, tenant.id, userId, now);
    });
    await this.d.revokeSessions(tenant.id, userId);
    return { ok: true };
  }
}

declare module './flows.types' {
  interface Flows {
    /** Account deletion (issue 20, decisions 046, 054). */
    deleteAccount: DeleteAccount;
  }
}

export const deleteAccountFlow = defineFlow({
  key: 'deleteAccount',
  build: ({ app, db, clock }) =>
    new DeleteAccount({
      db,
      steps: () => app.personalData.steps(),
      verifyPayPassword: (tenantId, userId, pw) => app.identity.accounts.verifyPayPassword(tenantId, userId, pw),
      ownPhone: (tenantId, userId) => app.identity.users.ownPhone(tenantId, userId),
      codes: app.identity.codes,
      revokeSessions: (tenantId, userId) => app.identity.sessions.revokeAll(tenantId, userId),
      clock,
    }),
  routes(app, flow) {
    registerCall(app, getDeletionStanding, (req) => flow.standing(req.tenant, uid(req)));
    registerCall(app, deleteAccount, (req) => flow.delete(req.tenant, uid(req), req.body), {
      rateLimit: { by: 'user', max: 10, windowMs: 60_000 },
    });
  },
});
