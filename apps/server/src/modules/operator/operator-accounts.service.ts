import { ErrorCode, type ConsoleRole } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { PasswordHasher } from '../identity/index';
import type { OperatorRepository, OperatorRow } from './operator.repository';

export interface NewOperator {
  /** null: a platform admin (role 'platformAdmin'). */
  tenantId: number | null;
  email: string;
  name: string;
  password: string;
  role: ConsoleRole;
}

/** An operator as the console shows it (never its hashes or secrets). */
export function operatorView(op: OperatorRow) {
  return {
    id: op.id,
    email: op.email,
    name: op.name,
    role: op.role as ConsoleRole,
    tenantId: op.tenant_id,
    totpEnrolled: op.totp_sealed !== null,
    disabled: op.disabled === 1,
    lockedUntil: op.locked_until,
    lastLoginAt: op.last_login_at,
    createdAt: Number(op.created_at),
  };
}

/** Operator accounts: made by the seed, a platform admin or a tenant's owner (decision 036). */
export class OperatorAccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: OperatorRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /**
   * The seed and the tests make many operators with the same demo password: its argon2id hash is made
   * once per process (a hash carries its own salt, so reusing one is sound; the console's own creations
   * hash every time).
   */
  private static readonly memo = new Map<string, Promise<string>>();
  private hashOf(password: string, reuse: boolean): Promise<string> {
    if (!reuse) return this.hasher.hashPassword(password);
    let h = OperatorAccountService.memo.get(password);
    if (!h) {
      h = this.hasher.hashPassword(password);
      OperatorAccountService.memo.set(password, h);
    }
    return h;
  }

  /** A new operator, in the caller's transaction; its email must be free in its tenant (or the platform). */
  async create(trx: Kysely<Database>, o: NewOperator, opts: { reuseHash?: boolean } = {}): Promise<number> {
    if ((o.tenantId === null) !== (o.role === 'platformAdmin')) throw new AppError(ErrorCode.VALIDATION_FAILED);
    const email = o.email.trim().toLowerCase();
    // Checked first: a unique violation would abort the caller's transaction on PostgreSQL.
    if (await this.repo.byEmail(trx, o.tenantId, email)) throw new AppError(ErrorCode.OPERATOR_EMAIL_TAKEN);
    const passwordHash = await this.hashOf(o.password, opts.reuseHash === true);
    try {
      return await this.repo.insert(trx, { ...o, email, passwordHash }, this.clock());
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.OPERATOR_EMAIL_TAKEN);
      throw e;
    }
  }

  /** An operator by email in a tenant (null: the platform), in the caller's transaction. */
  byEmail(trx: Kysely<Database>, tenantId: number | null, email: string) {
    return this.repo.byEmail(trx, tenantId, email.trim().toLowerCase());
  }

  byId(id: number) {
    return this.repo.byId(id);
  }

  byIdIn(trx: Kysely<Database>, id: number) {
    return this.repo.byId(id, trx);
  }

  list(tenantId: number | null) {
    return this.repo.list(tenantId);
  }
}
