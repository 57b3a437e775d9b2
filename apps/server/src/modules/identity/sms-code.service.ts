import { randomInt } from 'node:crypto';
import { ErrorCode, isValidPhone, maskPhone, type SmsPurpose } from '@curio/contract';
import { dayIn, type Clock } from '../../clock';
import { AppError } from '../../errors';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../../providers/index';
import { SmsProviderError } from '../../providers/sms/sms-provider';
import { Keyring } from '../../secrets/keyring';
import type { SharedState } from '../../shared-state/index';
import type { TenantContext } from '../../http/request-context';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityRepositories } from './identity.repositories';
import {
  CODE_MAX_WRONG,
  CODE_RESEND_GAP_MS,
  CODE_TTL_MS,
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_PHONE_PER_DAY,
} from './identity.rules';

export interface Phone {
  areaCode: string;
  phone: string;
}

/** A provider's refusal to send, as the catalogue's code (issue 28); anything else is the provider failing. */
function smsRefusal(err: unknown, log: FastifyBaseLogger): AppError {
  const reason = err instanceof SmsProviderError ? err.reason : 'unavailable';
  const providerCode = err instanceof SmsProviderError ? err.providerCode : (err as Error)?.name;
  log.warn({ reason, providerCode }, 'verification code not sent');
  if (reason === 'rate_limited') return new AppError(ErrorCode.SMS_PROVIDER_RATE_LIMITED);
  if (reason === 'invalid_phone') return new AppError(ErrorCode.SMS_PHONE_UNREACHABLE);
  return new AppError(ErrorCode.SMS_SEND_FAILED);
}

/** Purposes whose code goes to the signed-in user's own phone, never to a number the client names. */
const OWN_PHONE_PURPOSES: ReadonlySet<SmsPurpose> = new Set(['resetPayPassword', 'bankCard', 'deleteAccount']);

/** A phone as the client sent it: the format must fit the area code (PRODUCT.md §4). */
/**
 * Sign-up takes only the area codes the tenant offers (its phone areas, decision 064): PHONE_AREA_NOT_OFFERED
 * otherwise. Members who signed up before a code was withdrawn keep signing in (their collectibles stay theirs).
 */
export function checkOffered(tenant: Pick<TenantContext, 'phoneAreas'>, to: Phone): void {
  if (!tenant.phoneAreas.includes(to.areaCode)) throw new AppError(ErrorCode.PHONE_AREA_NOT_OFFERED);
}

export function checkPhone(areaCode: string | undefined, phone: string | undefined): Phone {
  if (!areaCode || !phone) throw new AppError(ErrorCode.FIELD_REQUIRED);
  if (!isValidPhone(areaCode, phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  return { areaCode, phone };
}

/**
 * Verification codes (PRODUCT.md §4): 6 digits, valid 5 minutes, single use, bound to phone and
 * purpose, stored only as an HMAC. Limits: a new code 60 s after the last (shared state, so every
 * process agrees), 10 a day per phone (counted in `sms_codes` by tenant day), 20 an hour per client
 * address (shared state); only codes actually sent count toward the last two (issue 31: a request refused
 * too early counts nothing), and, toward the address's hour, the refusals that say whether a phone has an
 * account (so that one address cannot probe a tenant's phones unbounded); 5 wrong entries void a code.
 */
export class SmsCodeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: IdentityRepositories,
    private readonly sms: SmsProvider,
    private readonly keyring: Keyring,
    private readonly sharedState: SharedState,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(
    tenant: TenantContext,
    input: { areaCode?: string; phone?: string; purpose: SmsPurpose; clientIp: string; userId: number | null },
  ) {
    const to = await this.recipient(tenant, input);
    if (input.purpose === 'register') checkOffered(tenant, to);
    const now = this.clock();

    // Only codes actually sent count toward the address's hour (issue 31), and the answers that tell whether a
    // phone has an account: an address that has used it is told so first; a request refused for any other
    // reason (too early, a daily limit, two at once) counts nothing.
    const addressKey = `sms:ip:${tenant.id}:${input.clientIp}`;
    if ((await this.sharedState.count(addressKey)) >= CODES_PER_ADDRESS_PER_HOUR) throw new AppError(ErrorCode.RATE_LIMITED);

    if (input.purpose === 'register' || input.purpose === 'login' || input.purpose === 'resetPassword') {
      const user = await this.repos.users.findByPhone(this.db, tenant.id, to.areaCode, to.phone);
      const refusal =
        input.purpose === 'register' && user
          ? ErrorCode.PHONE_REGISTERED
          : input.purpose !== 'register' && !user
            ? ErrorCode.PHONE_NOT_REGISTERED
            : null;
      if (refusal !== null) {
        // This refusal tells whether a phone has an account: it counts toward the address's hour like a
        // send, so that one address cannot map a tenant's users faster than it could text them.
        await this.sharedState.hit(addressKey, 3600_000);
        throw new AppError(refusal);
      }
    }

    const last = await this.repos.codes.lastSentAt(this.db, tenant.id, to.areaCode, to.phone);
    if (last !== undefined && now - last < CODE_RESEND_GAP_MS) throw this.tooFrequent(last + CODE_RESEND_GAP_MS - now);
    const day = dayIn(now, tenant.timeZone);
    if ((await this.repos.codes.countOnDay(this.db, tenant.id, to.areaCode, to.phone, day)) >= CODES_PER_PHONE_PER_DAY) {
      throw new AppError(ErrorCode.SMS_DAILY_LIMIT);
    }
    // Two requests at once both passed the reads above; only one may send.
    if (!(await this.sharedState.claimOnce(`sms:gap:${tenant.id}:${to.areaCode}:${to.phone}`, CODE_RESEND_GAP_MS))) {
      throw this.tooFrequent(CODE_RESEND_GAP_MS);
    }
    // This code goes out: it counts toward the address's hour, atomically across processes (sends from one address
    // to several phones at once each get their own count); past the limit it is taken back and refused.
    if ((await this.sharedState.hit(addressKey, 3600_000)).count > CODES_PER_ADDRESS_PER_HOUR) {
      await this.sharedState.unhit(addressKey);
      throw new AppError(ErrorCode.RATE_LIMITED);
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = this.hash(tenant.id, to, input.purpose, code);
    await this.repos.codes.insert(this.db, {
      tenant_id: tenant.id,
      area_code: to.areaCode,
      phone: to.phone,
      purpose: input.purpose,
      code_hash: codeHash,
      send_day: day,
      expires_at: now + CODE_TTL_MS,
      client_ip: input.clientIp.slice(0, 64),
      created_at: now,
    });
    try {
      await this.sms.sendCode({ tenantId: tenant.id, ...to, purpose: input.purpose, code, expiresInSeconds: CODE_TTL_MS / 1000 });
    } catch (err) {
      // Not delivered: the code is removed (it counts for nothing today, nor toward the address's hour), the
      // refusal answered in the user's language. The resend gap stays: a retry within it answers 5000018 with the
      // seconds to wait.
      await this.repos.codes.removeUnsent(this.db, tenant.id, to.areaCode, to.phone, codeHash);
      await this.sharedState.unhit(addressKey);
      throw smsRefusal(err, this.log);
    }
    return { resendAfterSeconds: CODE_RESEND_GAP_MS / 1000, expiresInSeconds: CODE_TTL_MS / 1000, sentTo: maskPhone(to.phone) };
  }

  /**
   * Checks a code without using it up: answers the code's id for `use` inside the caller's
   * transaction. A wrong code counts as a wrong entry (kept even when the caller's work fails later);
   * the 5th voids the code.
   */
  async check(tenantId: number, to: Phone, purpose: SmsPurpose, code: string): Promise<number> {
    const row = await this.repos.codes.latest(this.db, tenantId, to.areaCode, to.phone, purpose);
    const now = this.clock();
    if (!row || row.used_at !== null || row.expires_at <= now || row.wrong_attempts >= CODE_MAX_WRONG) {
      throw new AppError(ErrorCode.CODE_INVALID);
    }
    const given = this.hash(tenantId, to, purpose, code);
    if (!Keyring.sameMac(given, row.code_hash)) {
      await this.repos.codes.recordWrong(this.db, tenantId, row.id);
      throw new AppError(ErrorCode.CODE_INVALID);
    }
    return row.id;
  }

  /** Uses up a checked code, inside the caller's transaction; exactly one caller succeeds. */
  async use(trx: Kysely<Database>, tenantId: number, codeId: number): Promise<void> {
    if (!(await this.repos.codes.use(trx, tenantId, codeId, this.clock(), CODE_MAX_WRONG)))
      throw new AppError(ErrorCode.CODE_INVALID);
  }

  private async recipient(
    tenant: TenantContext,
    input: { areaCode?: string; phone?: string; purpose: SmsPurpose; userId: number | null },
  ): Promise<Phone> {
    if (!OWN_PHONE_PURPOSES.has(input.purpose)) return checkPhone(input.areaCode, input.phone);
    if (input.userId === null) throw new AppError(ErrorCode.LOGIN_REQUIRED);
    const user = await this.repos.users.find(this.db, tenant.id, input.userId);
    if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
    return { areaCode: user.area_code, phone: user.phone };
  }

  private hash(tenantId: number, to: Phone, purpose: SmsPurpose, code: string): string {
    return this.keyring.mac('sms-code', `${tenantId}|${to.areaCode}|${to.phone}|${purpose}|${code}`);
  }

  private tooFrequent(waitMs: number): AppError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError(ErrorCode.SMS_TOO_FREQUENT, { seconds }, { retryAfterSeconds: seconds });
  }
}
