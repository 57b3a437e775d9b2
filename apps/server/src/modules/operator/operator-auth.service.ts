import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, type ConsoleRole } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Keyring } from '../../secrets/keyring';
import type { PasswordHasher } from '../identity/index';
import type { OperatorRepository, OperatorRow, OperatorSessionRow } from './operator.repository';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/** PRODUCT.md §4's lockout, applied to console sign-in: 10 failures within 15 minutes lock it 30 minutes. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 30 * 60_000;
/** A session ends 12 h after sign-in whatever its use. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** last_seen_at is written at most this often (the idle timeout is in minutes). */
const TOUCH_EVERY_MS = 15_000;
const RECOVERY_CODES = 10;
/** Recovery code characters: no look-alikes (0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type ConsoleStage = 'totp' | 'enrol' | 'done';

/** A valid console session and its operator. */
export interface ConsoleSessionState {
  session: OperatorSessionRow;
  operator: OperatorRow;
}

export const hashConsoleToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

const totpContext = (operatorId: number) => `operators:${operatorId}:totp`;

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function parseList(text: string): string[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Console sign-in (decision 036): email + password (argon2id), then TOTP two-factor (enrolled with a
 * secret sealed at rest and recovery codes kept as MACs), sessions as hashed opaque tokens with an idle
 * timeout and an absolute lifetime, and the lockout of PRODUCT.md §4 on passwords and codes alike.
 */
export class OperatorAuthService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: OperatorRepository,
    private readonly hasher: PasswordHasher,
    private readonly keyring: Keyring,
    private readonly clock: Clock,
    readonly opts: { totpOptional: boolean; idleTimeoutMs: number },
  ) {}

  /** The CSRF token of a session: a MAC of its token's hash (nothing more to store; a new token, a new one). */
  csrfOf(session: OperatorSessionRow): string {
    return this.keyring.mac('console-csrf', session.token_hash).slice(0, 32);
  }

  private async failed(op: OperatorRow): Promise<never> {
    const now = this.clock();
    const fresh = op.failed_since === null || now - op.failed_since > FAILURE_WINDOW_MS;
    const count = fresh ? 1 : op.failed_count + 1;
    if (count >= LOCK_AFTER_FAILURES) {
      await this.repo.update(this.db, op.id, {
        failed_count: 0,
        failed_since: null,
        locked_until: now + LOCK_MS,
        updated_at: now,
      });
      await this.repo.deleteSessionsOf(this.db, op.id);
      throw new AppError(ErrorCode.CONSOLE_LOCKED, { minutes: Math.ceil(LOCK_MS / 60_000) });
    }
    await this.repo.update(this.db, op.id, { failed_count: count, failed_since: fresh ? now : op.failed_since });
    throw new AppError(ErrorCode.CONSOLE_LOGIN_FAILED);
  }

  private assertNotLocked(op: OperatorRow): void {
    const now = this.clock();
    if (op.locked_until !== null && op.locked_until > now) {
      throw new AppError(ErrorCode.CONSOLE_LOCKED, { minutes: Math.ceil((op.locked_until - now) / 60_000) });
    }
  }

  /**
   * Email + password on a host: the host's tenant's operators, and platform admins (on any host; on the
   * platform host only they). Opens a session at the stage that follows; answers its token.
   */
  async login(
    hostTenantId: number | null,
    email: string,
    password: string,
    ip: string,
  ): Promise<{ token: string; state: ConsoleSessionState }> {
    const op = await this.repo.forSignIn(hostTenantId, email.trim().toLowerCase());
    if (!op) {
      await this.hasher.verifyPassword(null, password);
      throw new AppError(ErrorCode.CONSOLE_LOGIN_FAILED);
    }
    this.assertNotLocked(op);
    const ok = await this.hasher.verifyPassword(op.password_hash, password);
    if (!ok) {
      try {
        await this.failed(op);
      } catch (e) {
        if (e instanceof AppError && e.code === ErrorCode.CONSOLE_LOCKED) throw e;
      }
      throw new AppError(ErrorCode.CONSOLE_LOGIN_FAILED);
    }
    if (op.disabled === 1) throw new AppError(ErrorCode.CONSOLE_LOGIN_FAILED);
    const now = this.clock();
    await this.repo.update(this.db, op.id, { failed_count: 0, failed_since: null, locked_until: null, last_login_at: now });
    const stage: ConsoleStage = op.totp_sealed !== null ? 'totp' : this.opts.totpOptional ? 'done' : 'enrol';
    const token = newToken();
    const id = await this.repo.insertSession(
      { tokenHash: hashConsoleToken(token), operatorId: op.id, tenantId: hostTenantId, stage, ip },
      now,
      now + SESSION_ABSOLUTE_MS,
    );
    const session = (await this.repo.sessionByHash(hashConsoleToken(token)))!;
    return { token, state: { session: { ...session, id }, operator: (await this.repo.byId(op.id))! } };
  }

  /**
   * The session of a cookie on a host: null when there is none (or it belongs to another host);
   * 'expired' when it ended (idle, past 12 h, or its operator disabled) — it is removed then.
   */
  async authenticate(token: string, hostTenantId: number | null): Promise<ConsoleSessionState | 'expired' | null> {
    const session = await this.repo.sessionByHash(hashConsoleToken(token));
    if (!session || session.tenant_id !== hostTenantId) return null;
    const now = this.clock();
    const operator = await this.repo.byId(session.operator_id);
    if (
      !operator ||
      operator.disabled === 1 ||
      now >= session.expires_at ||
      now - session.last_seen_at >= this.opts.idleTimeoutMs
    ) {
      await this.repo.deleteSession(session.id);
      return 'expired';
    }
    if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
      await this.repo.touchSession(session.id, now);
      session.last_seen_at = now;
    }
    return { session, operator };
  }

  /** A session moves on a stage with a new token (the old cookie stops working). */
  private async advance(state: ConsoleSessionState, stage: ConsoleStage): Promise<{ token: string; state: ConsoleSessionState }> {
    const token = newToken();
    const tokenHash = hashConsoleToken(token);
    const now = this.clock();
    await this.repo.updateSession(state.session.id, { token_hash: tokenHash, stage, last_seen_at: now });
    return {
      token,
      state: {
        session: { ...state.session, token_hash: tokenHash, stage, last_seen_at: now },
        operator: (await this.repo.byId(state.operator.id))!,
      },
    };
  }

  private secretOf(op: OperatorRow): string | null {
    return op.totp_sealed === null ? null : this.keyring.openText('operator-totp', op.totp_sealed, totpContext(op.id));
  }

  /** The second step with an authenticator code. */
  async verifyTotp(state: ConsoleSessionState, code: string): Promise<{ token: string; state: ConsoleSessionState } | null> {
    if (state.session.stage === 'done') return null;
    const op = state.operator;
    const secret = this.secretOf(op);
    if (state.session.stage !== 'totp' || secret === null) throw new AppError(ErrorCode.CONSOLE_TOTP_NOT_ENROLLED);
    this.assertNotLocked(op);
    const step = matchTotp(secret, code, this.clock(), op.totp_last_step);
    if (step === null) await this.failedCode(op, ErrorCode.CONSOLE_TOTP_INVALID);
    await this.repo.update(this.db, op.id, { totp_last_step: step, failed_count: 0, failed_since: null });
    return this.advance(state, 'done');
  }

  /** A wrong code counts towards the lockout like a wrong password. */
  private async failedCode(
    op: OperatorRow,
    code: typeof ErrorCode.CONSOLE_TOTP_INVALID | typeof ErrorCode.CONSOLE_RECOVERY_INVALID,
  ): Promise<never> {
    try {
      await this.failed(op);
    } catch (e) {
      if (e instanceof AppError && e.code === ErrorCode.CONSOLE_LOCKED) throw e;
    }
    throw new AppError(code);
  }

  /** The second step with a recovery code: each works once. */
  async useRecoveryCode(state: ConsoleSessionState, code: string): Promise<{ token: string; state: ConsoleSessionState } | null> {
    if (state.session.stage === 'done') return null;
    const op = state.operator;
    if (state.session.stage !== 'totp') throw new AppError(ErrorCode.CONSOLE_TOTP_NOT_ENROLLED);
    this.assertNotLocked(op);
    const mac = this.keyring.mac('operator-recovery', `${op.id}:${normalizeRecovery(code)}`);
    const hashes = parseList(op.recovery_hashes);
    if (!hashes.includes(mac)) await this.failedCode(op, ErrorCode.CONSOLE_RECOVERY_INVALID);
    await this.repo.update(this.db, op.id, {
      recovery_hashes: JSON.stringify(hashes.filter((h) => h !== mac)),
      failed_count: 0,
      failed_since: null,
    });
    return this.advance(state, 'done');
  }

  /** A new secret and recovery codes, kept pending until a code from the authenticator confirms them. */
  async enrol(
    state: ConsoleSessionState,
    issuer: string,
  ): Promise<{ otpauthUri: string; secret: string; recoveryCodes: string[] }> {
    const op = state.operator;
    if (op.totp_sealed !== null) throw new AppError(ErrorCode.CONSOLE_TOTP_ALREADY_ENROLLED);
    const secret = newTotpSecret();
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.repo.update(this.db, op.id, {
      totp_pending_sealed: this.keyring.seal('operator-totp', secret, `${totpContext(op.id)}:pending`),
      recovery_pending: JSON.stringify(
        codes.map((c) => this.keyring.mac('operator-recovery', `${op.id}:${normalizeRecovery(c)}`)),
      ),
      updated_at: this.clock(),
    });
    return { otpauthUri: otpauthUri(issuer, op.email, secret), secret, recoveryCodes: codes };
  }

  /** Confirms the pending enrolment with a code; the session is then signed in. */
  async confirmEnrol(state: ConsoleSessionState, code: string): Promise<{ token: string; state: ConsoleSessionState }> {
    const op = state.operator;
    if (op.totp_sealed !== null) throw new AppError(ErrorCode.CONSOLE_TOTP_ALREADY_ENROLLED);
    if (op.totp_pending_sealed === null) throw new AppError(ErrorCode.CONSOLE_TOTP_NOT_ENROLLED);
    this.assertNotLocked(op);
    const secret = this.keyring.openText('operator-totp', op.totp_pending_sealed, `${totpContext(op.id)}:pending`);
    const step = matchTotp(secret, code, this.clock(), null);
    if (step === null) await this.failedCode(op, ErrorCode.CONSOLE_TOTP_INVALID);
    await this.repo.update(this.db, op.id, {
      totp_sealed: this.keyring.seal('operator-totp', secret, totpContext(op.id)),
      totp_pending_sealed: null,
      totp_last_step: step,
      recovery_hashes: op.recovery_pending,
      recovery_pending: '[]',
      failed_count: 0,
      failed_since: null,
      updated_at: this.clock(),
    });
    return this.advance(state, 'done');
  }

  async logout(state: ConsoleSessionState): Promise<void> {
    await this.repo.deleteSession(state.session.id);
  }

  /** An operator's role, as the contract names it. */
  static roleOf(op: OperatorRow): ConsoleRole {
    return op.role as ConsoleRole;
  }
}
