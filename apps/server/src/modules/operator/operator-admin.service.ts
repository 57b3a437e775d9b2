import { ErrorCode, type ConsoleRole } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder, ConsoleOperator } from '../../http/request-context';
import type { PasswordHasher } from '../identity/index';
import { operatorView, type OperatorAccountService } from './operator-accounts.service';
import type { OperatorRepository, OperatorRow } from './operator.repository';

/** The roles that exist in a scope: platform admins on the platform, the four others in a tenant. */
function assertRoleFits(scopeTenantId: number | null, role: ConsoleRole): void {
  if ((scopeTenantId === null) !== (role === 'platformAdmin')) throw new AppError(ErrorCode.VALIDATION_FAILED);
}

/**
 * Managing operators from the console (decision 036): a tenant's owner manages that tenant's operators;
 * a platform admin any tenant's and the platform admins. The scope (the tenant, null for the platform)
 * is decided by the route from the host; an operator outside it is NOT_FOUND. Every write is audited
 * in its transaction.
 */
export class OperatorAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: OperatorRepository,
    private readonly accounts: OperatorAccountService,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    /** The tenant module: whether the tenant exists (enabled or not). */
    private readonly tenantExists: (tenantId: number) => Promise<boolean>,
  ) {}

  async list(scopeTenantId: number | null) {
    return (await this.repo.list(scopeTenantId)).map(operatorView);
  }

  private async target(trx: Kysely<Database>, scopeTenantId: number | null, id: number): Promise<OperatorRow> {
    const op = await this.repo.inScope(scopeTenantId, id, trx);
    if (!op) throw new AppError(ErrorCode.NOT_FOUND);
    return op;
  }

  async create(
    scopeTenantId: number | null,
    input: { email: string; name: string; password: string; role: ConsoleRole },
    audit: AuditRecorder,
  ) {
    assertRoleFits(scopeTenantId, input.role);
    if (scopeTenantId !== null && !(await this.tenantExists(scopeTenantId))) throw new AppError(ErrorCode.NOT_FOUND);
    return this.db.transaction().execute(async (trx) => {
      const id = await this.accounts.create(trx, { tenantId: scopeTenantId, ...input });
      const after = operatorView((await this.repo.byId(id, trx))!);
      await audit(trx, { action: 'operator.create', targetType: 'operator', targetId: id, after, tenantId: scopeTenantId });
      return after;
    });
  }

  async update(
    actor: ConsoleOperator,
    scopeTenantId: number | null,
    id: number,
    patch: { name?: string; role?: ConsoleRole; password?: string; disabled?: boolean },
    audit: AuditRecorder,
  ) {
    if (id === actor.id && (patch.role !== undefined || patch.disabled === true))
      throw new AppError(ErrorCode.CONSOLE_SELF_CHANGE);
    if (patch.role !== undefined) assertRoleFits(scopeTenantId, patch.role);
    const passwordHash = patch.password !== undefined ? await this.hasher.hashPassword(patch.password) : undefined;
    return this.db.transaction().execute(async (trx) => {
      const op = await this.target(trx, scopeTenantId, id);
      const now = this.clock();
      const set: Parameters<OperatorRepository['update']>[2] = { updated_at: now };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.role !== undefined) set.role = patch.role;
      if (passwordHash !== undefined) set.password_hash = passwordHash;
      if (patch.disabled !== undefined) set.disabled = patch.disabled ? 1 : 0;
      // Enabling an operator again also lifts a lockout.
      if (patch.disabled === false) Object.assign(set, { locked_until: null, failed_count: 0, failed_since: null });
      await this.repo.update(trx, id, set);
      // A disabled operator, or one whose password changed, is signed out everywhere.
      if (patch.disabled === true || passwordHash !== undefined) await this.repo.deleteSessionsOf(trx, id);
      const after = operatorView((await this.repo.byId(id, trx))!);
      const before = operatorView(op);
      const changed = patch.password !== undefined ? { ...after, passwordChanged: true } : after;
      await audit(trx, {
        action: 'operator.update',
        targetType: 'operator',
        targetId: id,
        before,
        after: changed,
        tenantId: scopeTenantId,
      });
      return after;
    });
  }

  async resetTotp(scopeTenantId: number | null, id: number, audit: AuditRecorder) {
    return this.db.transaction().execute(async (trx) => {
      const op = await this.target(trx, scopeTenantId, id);
      await this.repo.update(trx, id, {
        totp_sealed: null,
        totp_pending_sealed: null,
        totp_last_step: null,
        recovery_hashes: '[]',
        recovery_pending: '[]',
        updated_at: this.clock(),
      });
      await this.repo.deleteSessionsOf(trx, id);
      const after = operatorView((await this.repo.byId(id, trx))!);
      await audit(trx, {
        action: 'operator.totp.reset',
        targetType: 'operator',
        targetId: id,
        before: operatorView(op),
        after,
        tenantId: scopeTenantId,
      });
      return after;
    });
  }
}
