import { ErrorCode } from '@curio/contract';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityRepositories } from './identity.repositories';
import { minutesLeft, PASSWORD_LOCK, PAY_PASSWORD_LOCK } from './identity.rules';
import { insertUser, retryOnClash } from './new-user';
import type { PasswordHasher } from './passwords';
import type { SessionService } from './session.service';
import { checkOffered, checkPhone, type SmsCodeService } from './sms-code.service';
import type { UserRow } from './user.repository';

const mustMatch = (a: string, b: string) => {
  if (a !== b) throw new AppError(ErrorCode.PASSWORDS_MISMATCH);
};

/**
 * Accounts (PRODUCT.md §4): register, log in by code or password, passwords and pay passwords, with
 * their lockouts. A refusal changes nothing but the counters the rules ask for (wrong codes, failed
 * passwords).
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly codes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async register(
    tenant: TenantContext,
    input: {
      areaCode: string;
      phone: string;
      code: string;
      password: string;
      confirmPassword: string;
      inviteCode?: string | undefined;
    },
  ): Promise<{ token: string }> {
    mustMatch(input.password, input.confirmPassword);
    const to = checkPhone(input.areaCode, input.phone);
    checkOffered(tenant, to);
    if (await this.repos.users.findByPhone(this.db, tenant.id, to.areaCode, to.phone))
      throw new AppError(ErrorCode.PHONE_REGISTERED);
    let inviterId: number | null = null;
    if (input.inviteCode !== undefined) {
      inviterId = (await this.repos.users.idByInviteCode(this.db, tenant.id, input.inviteCode)) ?? null;
      if (inviterId === null) throw new AppError(ErrorCode.INVITE_CODE_INVALID);
    }
    const passwordHash = await this.hasher.hashPassword(input.password);
    const codeId = await this.codes.check(tenant.id, to, 'register', input.code);
    const userId = await retryOnClash(
      () =>
        this.db.transaction().execute(async (trx) => {
          await this.codes.use(trx, tenant.id, codeId);
          return insertUser(
            this.repos.users,
            trx,
            { tenantId: tenant.id, ...to, passwordHash, inviterId, cooperationChannel: '' },
            this.clock(),
          );
        }),
      async () => {
        if (await this.repos.users.findByPhone(this.db, tenant.id, to.areaCode, to.phone))
          throw new AppError(ErrorCode.PHONE_REGISTERED);
      },
    );
    return { token: await this.sessions.create(tenant.id, userId) };
  }

  /**
   * A user made without an SMS code, for the demo seed (the demo people a newcomer sees on the social
   * pages): answers the user with that phone and whether it was made now. Users register through
   * `register`.
   */
  async addMember(tenantId: number, input: { areaCode: string; phone: string }): Promise<{ id: number; created: boolean }> {
    const to = checkPhone(input.areaCode, input.phone);
    const known = await this.repos.users.findByPhone(this.db, tenantId, to.areaCode, to.phone);
    if (known) return { id: known.id, created: false };
    const id = await this.db
      .transaction()
      .execute((trx) =>
        insertUser(
          this.repos.users,
          trx,
          { tenantId, ...to, passwordHash: null, inviterId: null, cooperationChannel: '' },
          this.clock(),
        ),
      );
    return { id, created: true };
  }

  /** Code login works even while password login is locked. */
  async loginByCode(tenant: TenantContext, input: { areaCode: string; phone: string; code: string }): Promise<{ token: string }> {
    const to = checkPhone(input.areaCode, input.phone);
    const user = await this.repos.users.findByPhone(this.db, tenant.id, to.areaCode, to.phone);
    if (!user) throw new AppError(ErrorCode.PHONE_NOT_REGISTERED);
    const codeId = await this.codes.check(tenant.id, to, 'login', input.code);
    await this.db.transaction().execute((trx) => this.codes.use(trx, tenant.id, codeId));
    return { token: await this.sessions.create(tenant.id, user.id) };
  }

  /** An unknown phone and a wrong password answer alike (LOGIN_FAILED), and take as long. */
  async loginByPassword(
    tenant: TenantContext,
    input: { areaCode: string; phone: string; password: string },
  ): Promise<{ token: string }> {
    const to = checkPhone(input.areaCode, input.phone);
    const user = await this.repos.users.findByPhone(this.db, tenant.id, to.areaCode, to.phone);
    if (!user || user.password_hash === null) {
      await this.hasher.verifyPassword(null, input.password);
      throw new AppError(ErrorCode.LOGIN_FAILED);
    }
    await this.checkPassword(tenant.id, user, input.password, ErrorCode.LOGIN_FAILED);
    return { token: await this.sessions.create(tenant.id, user.id) };
  }

  /** Forgotten password: a code (purpose resetPassword); signs the user out everywhere, lifts the lock. */
  async resetPassword(
    tenant: TenantContext,
    input: { areaCode: string; phone: string; code: string; password: string; confirmPassword: string },
  ): Promise<true> {
    mustMatch(input.password, input.confirmPassword);
    const to = checkPhone(input.areaCode, input.phone);
    const user = await this.repos.users.findByPhone(this.db, tenant.id, to.areaCode, to.phone);
    if (!user) throw new AppError(ErrorCode.PHONE_NOT_REGISTERED);
    const hash = await this.hasher.hashPassword(input.password);
    const codeId = await this.codes.check(tenant.id, to, 'resetPassword', input.code);
    await this.db.transaction().execute(async (trx) => {
      await this.codes.use(trx, tenant.id, codeId);
      await this.repos.users.setPassword(trx, tenant.id, user.id, hash, this.clock());
    });
    await this.sessions.revokeAll(tenant.id, user.id);
    return true;
  }

  /**
   * Changing the password needs the old one (wrong ones count towards the password lockout); other
   * sessions are signed out. A user without a password yet (DID sign-up) sets one with oldPassword ''.
   */
  async updatePassword(
    tenant: TenantContext,
    userId: number,
    currentToken: string,
    input: { oldPassword: string; password: string; confirmPassword: string },
  ): Promise<true> {
    mustMatch(input.password, input.confirmPassword);
    const user = await this.user(tenant.id, userId);
    if (user.password_hash !== null) await this.checkPassword(tenant.id, user, input.oldPassword, ErrorCode.OLD_PASSWORD_WRONG);
    await this.repos.users.setPassword(this.db, tenant.id, userId, await this.hasher.hashPassword(input.password), this.clock());
    await this.sessions.revokeAll(tenant.id, userId, currentToken);
    return true;
  }

  async setPayPassword(
    tenant: TenantContext,
    userId: number,
    input: { payPassword: string; confirmPayPassword: string },
  ): Promise<true> {
    mustMatch(input.payPassword, input.confirmPayPassword);
    const user = await this.user(tenant.id, userId);
    if (user.pay_password_hash !== null) throw new AppError(ErrorCode.PAY_PASSWORD_ALREADY_SET);
    const hash = await this.hasher.hashPayPassword(input.payPassword);
    if (!(await this.repos.users.setFirstPayPassword(this.db, tenant.id, userId, hash, this.clock()))) {
      throw new AppError(ErrorCode.PAY_PASSWORD_ALREADY_SET);
    }
    return true;
  }

  async updatePayPassword(
    tenant: TenantContext,
    userId: number,
    input: { oldPayPassword: string; payPassword: string; confirmPayPassword: string },
  ): Promise<true> {
    mustMatch(input.payPassword, input.confirmPayPassword);
    await this.verifyPayPassword(tenant.id, userId, input.oldPayPassword);
    await this.repos.users.setPayPassword(
      this.db,
      tenant.id,
      userId,
      await this.hasher.hashPayPassword(input.payPassword),
      this.clock(),
    );
    return true;
  }

  /** Forgotten pay password: a code sent to the user's own phone (purpose resetPayPassword); lifts the pay lock. */
  async resetPayPassword(
    tenant: TenantContext,
    userId: number,
    input: { code: string; payPassword: string; confirmPayPassword: string },
  ): Promise<true> {
    mustMatch(input.payPassword, input.confirmPayPassword);
    const user = await this.user(tenant.id, userId);
    const hash = await this.hasher.hashPayPassword(input.payPassword);
    const codeId = await this.codes.check(
      tenant.id,
      { areaCode: user.area_code, phone: user.phone },
      'resetPayPassword',
      input.code,
    );
    await this.db.transaction().execute(async (trx) => {
      await this.codes.use(trx, tenant.id, codeId);
      await this.repos.users.setPayPassword(trx, tenant.id, userId, hash, this.clock());
    });
    return true;
  }

  /**
   * The pay-password check every paying action uses (gift, consignment, wallet): PAY_PASSWORD_NOT_SET,
   * PAY_PASSWORD_LOCKED {minutes}, or PAY_PASSWORD_WRONG with data {attemptsLeft}; the 5th wrong entry
   * in a row locks paying for 30 minutes.
   */
  async verifyPayPassword(tenantId: number, userId: number, payPassword: string): Promise<void> {
    const user = await this.user(tenantId, userId);
    if (user.pay_password_hash === null) throw new AppError(ErrorCode.PAY_PASSWORD_NOT_SET);
    const now = this.clock();
    if (user.pay_locked_until !== null && user.pay_locked_until > now) {
      throw new AppError(ErrorCode.PAY_PASSWORD_LOCKED, { minutes: minutesLeft(user.pay_locked_until, now) });
    }
    if (await this.hasher.verifyPayPassword(user.pay_password_hash, payPassword)) {
      if (user.pay_fail_count > 0) await this.repos.users.clearPayFailures(this.db, tenantId, userId);
      return;
    }
    const r = await this.repos.users.recordPayFailure(this.db, tenantId, userId, now, PAY_PASSWORD_LOCK);
    if (r.lockedUntil !== null) throw new AppError(ErrorCode.PAY_PASSWORD_LOCKED, { minutes: minutesLeft(r.lockedUntil, now) });
    throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, {}, { attemptsLeft: PAY_PASSWORD_LOCK.max - r.failures });
  }

  /** Checks the login password under the lockout rule; `wrongCode` is what a wrong password answers. */
  private async checkPassword(
    tenantId: number,
    user: UserRow,
    password: string,
    wrongCode: typeof ErrorCode.LOGIN_FAILED | typeof ErrorCode.OLD_PASSWORD_WRONG,
  ): Promise<void> {
    const now = this.clock();
    if (user.password_locked_until !== null && user.password_locked_until > now) {
      throw new AppError(ErrorCode.PASSWORD_LOGIN_LOCKED, { minutes: minutesLeft(user.password_locked_until, now) });
    }
    if (await this.hasher.verifyPassword(user.password_hash, password)) {
      if (user.password_fail_count > 0) await this.repos.users.clearPasswordFailures(this.db, tenantId, user.id);
      return;
    }
    const r = await this.repos.users.recordPasswordFailure(this.db, tenantId, user.id, now, PASSWORD_LOCK);
    if (r.lockedUntil !== null) throw new AppError(ErrorCode.PASSWORD_LOGIN_LOCKED, { minutes: minutesLeft(r.lockedUntil, now) });
    throw new AppError(wrongCode);
  }

  private async user(tenantId: number, userId: number): Promise<UserRow> {
    const user = await this.repos.users.find(this.db, tenantId, userId);
    if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
    return user;
  }
}
