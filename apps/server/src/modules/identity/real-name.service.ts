import {
  ErrorCode,
  type ErrorCodeValue,
  isAdultIdCard,
  isValidIdCardNumber,
  maskIdCard,
  maskMiddle,
  REAL_NAME_DAILY_LIMIT,
} from '@curio/contract';
import { dayIn, type Clock } from '../../clock';
import { AppError } from '../../errors';
import type { KycProvider, KycResult } from '../../providers/index';
import type { Keyring } from '../../secrets/keyring';
import type { TenantContext } from '../../http/request-context';
import { isUniqueViolation } from '../../db/unique-violation';
import type { DidService } from './did.service';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityRepositories } from './identity.repositories';
import type { UserRow } from './user.repository';

/** A name shown masked: 张* for two characters, else the first and last kept (张*明, J**n). */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return maskMiddle(name, 1, 1);
}

const sealContext = (tenantId: number, userId: number, field: 'realName' | 'idCard') => `users:${tenantId}:${userId}:${field}`;

const KYC_REFUSALS: Record<Exclude<KycResult, 'verified'>, ErrorCodeValue> = {
  mismatch: ErrorCode.IDENTITY_PHONE_MISMATCH,
  rejected: ErrorCode.AUTH_FAILED,
  invalid: ErrorCode.ID_CARD_INVALID,
  minor: ErrorCode.MINOR_NOT_ALLOWED,
};

/**
 * Real name (PRODUCT.md §4): an 18-digit mainland ID with a valid check digit, 18 or older, at most 5
 * attempts per user per day (tenant time zone), one verified account per ID per tenant. Name and ID are
 * stored sealed (AES-256-GCM) with an HMAC of the ID for the uniqueness check; answers show them masked.
 */
export class RealNameService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly kyc: KycProvider,
    private readonly dids: DidService,
    private readonly keyring: Keyring,
    private readonly clock: Clock,
    private readonly kycTimeoutMs: number,
  ) {}

  async status(tenant: TenantContext, userId: number) {
    const user = await this.user(tenant.id, userId);
    const used = await this.repos.realNameAttempts.count(this.db, tenant.id, userId, dayIn(this.clock(), tenant.timeZone));
    const verified = user.real_name_at !== null && user.real_name_sealed !== null && user.id_card_sealed !== null;
    return {
      single: verified,
      name: verified
        ? maskName(this.keyring.openText('pii', user.real_name_sealed!, sealContext(tenant.id, userId, 'realName')))
        : '',
      idCard: verified
        ? maskIdCard(this.keyring.openText('pii', user.id_card_sealed!, sealContext(tenant.id, userId, 'idCard')))
        : '',
      attemptsLeft: Math.max(0, REAL_NAME_DAILY_LIMIT - used),
    };
  }

  /**
   * The verified person behind an account (name, ID number, phone), for a provider that must know them
   * (the wallet, decision 030); null until real-name verified.
   */
  async person(
    tenantId: number,
    userId: number,
  ): Promise<{ name: string; idCard: string; areaCode: string; phone: string } | null> {
    const user = await this.repos.users.find(this.db, tenantId, userId);
    if (!user || user.real_name_at === null || user.real_name_sealed === null || user.id_card_sealed === null) return null;
    return {
      name: this.keyring.openText('pii', user.real_name_sealed, sealContext(tenantId, userId, 'realName')),
      idCard: this.keyring.openText('pii', user.id_card_sealed, sealContext(tenantId, userId, 'idCard')),
      areaCode: user.area_code,
      phone: user.phone,
    };
  }

  /** submitRealName: checked by the KYC provider (with a timeout guard). */
  async submit(tenant: TenantContext, userId: number, input: { name: string; idCard: string }) {
    const user = await this.user(tenant.id, userId);
    await this.verifyAndRecord(
      tenant,
      user,
      { name: input.name.trim(), idCard: input.idCard.toUpperCase() },
      { kyc: true, bind: null },
    );
    return this.status(tenant, userId);
  }

  /**
   * approveAuth: the identity the DID partner verified, from a fresh partner token (bound to the user
   * here when not bound yet) or from the partner identity the user is bound to already.
   */
  async approveByDid(tenant: TenantContext, userId: number, didToken: string | undefined) {
    const did = this.dids.provider;
    if (!did) throw new AppError(ErrorCode.AUTH_FAILED);
    const user = await this.user(tenant.id, userId);
    if (user.real_name_at !== null) throw new AppError(ErrorCode.REAL_NAME_ALREADY_VERIFIED);
    let subject: string;
    let bind: { channel: string; subject: string } | null = null;
    const mine = await this.repos.didBindings.byUser(this.db, tenant.id, userId, did.channel);
    if (didToken !== undefined) {
      const claims = await this.dids.acceptToken(tenant, didToken);
      if (claims.areaCode !== user.area_code || claims.phone !== user.phone)
        throw new AppError(ErrorCode.IDENTITY_PHONE_MISMATCH);
      const holder = await this.repos.didBindings.bySubject(this.db, tenant.id, claims.channel, claims.subject);
      if ((holder && holder.user_id !== userId) || (mine && mine.subject !== claims.subject)) {
        throw new AppError(ErrorCode.DID_ALREADY_BOUND);
      }
      subject = claims.subject;
      if (!holder) bind = { channel: claims.channel, subject };
    } else {
      if (!mine) throw new AppError(ErrorCode.AUTH_FAILED);
      subject = mine.subject;
    }
    const identity = await did.verifiedIdentity(subject).catch(() => null);
    if (!identity) throw new AppError(ErrorCode.VERIFIED_INFO_FAILED);
    await this.verifyAndRecord(
      tenant,
      user,
      { name: identity.name, idCard: identity.idCard.toUpperCase() },
      { kyc: false, bind },
    );
    return this.status(tenant, userId);
  }

  private async verifyAndRecord(
    tenant: TenantContext,
    user: UserRow,
    person: { name: string; idCard: string },
    how: { kyc: boolean; bind: { channel: string; subject: string } | null },
  ): Promise<void> {
    if (user.real_name_at !== null) throw new AppError(ErrorCode.REAL_NAME_ALREADY_VERIFIED);
    const now = this.clock();
    const day = dayIn(now, tenant.timeZone);
    const attempts = this.repos.realNameAttempts;
    if ((await attempts.count(this.db, tenant.id, user.id, day)) >= REAL_NAME_DAILY_LIMIT)
      throw new AppError(ErrorCode.REAL_NAME_DAILY_LIMIT);
    // What the platform can see for itself is refused before an attempt is spent.
    if (!isValidIdCardNumber(person.idCard, new Date(now), tenant.timeZone)) throw new AppError(ErrorCode.ID_CARD_INVALID);
    if (!isAdultIdCard(person.idCard, new Date(now), tenant.timeZone)) throw new AppError(ErrorCode.MINOR_NOT_ALLOWED);
    const idCardMac = this.keyring.mac('pii-lookup', person.idCard);
    if (await this.repos.users.idCardUsedByOther(this.db, tenant.id, idCardMac, user.id))
      throw new AppError(ErrorCode.ID_CARD_ALREADY_USED);
    if (!(await attempts.take(this.db, tenant.id, user.id, day, REAL_NAME_DAILY_LIMIT)))
      throw new AppError(ErrorCode.REAL_NAME_DAILY_LIMIT);

    if (how.kyc) {
      const result = await this.askKyc({ ...person, areaCode: user.area_code, phone: user.phone });
      if (result !== 'verified')
        throw new AppError(result === 'unavailable' ? ErrorCode.VERIFIED_INFO_FAILED : KYC_REFUSALS[result]);
    }

    try {
      await this.db.transaction().execute(async (trx) => {
        if (how.bind)
          await this.repos.didBindings.insert(trx, { tenant_id: tenant.id, user_id: user.id, ...how.bind, bound_at: now });
        const recorded = await this.repos.users.setRealName(trx, tenant.id, user.id, {
          nameSealed: this.keyring.seal('pii', person.name, sealContext(tenant.id, user.id, 'realName')),
          idCardSealed: this.keyring.seal('pii', person.idCard, sealContext(tenant.id, user.id, 'idCard')),
          idCardMac,
          now,
        });
        if (!recorded) throw new AppError(ErrorCode.REAL_NAME_ALREADY_VERIFIED);
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const idTaken = await this.repos.users.idCardUsedByOther(this.db, tenant.id, idCardMac, user.id);
      throw new AppError(idTaken ? ErrorCode.ID_CARD_ALREADY_USED : ErrorCode.DID_ALREADY_BOUND);
    }
  }

  /** The KYC call with a timeout guard: no answer within kycTimeoutMs (or a failure) is 'unavailable'. */
  private async askKyc(request: {
    name: string;
    idCard: string;
    areaCode: string;
    phone: string;
  }): Promise<KycResult | 'unavailable'> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'unavailable'>((resolve) => {
      timer = setTimeout(() => {
        abort.abort(new Error('kyc timeout'));
        resolve('unavailable');
      }, this.kycTimeoutMs);
    });
    try {
      return await Promise.race([this.kyc.verify(request, abort.signal), timeout]);
    } catch {
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }

  private async user(tenantId: number, userId: number): Promise<UserRow> {
    const user = await this.repos.users.find(this.db, tenantId, userId);
    if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
    return user;
  }
}
