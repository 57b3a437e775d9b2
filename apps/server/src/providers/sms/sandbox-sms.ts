import { maskPhone } from '@curio/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { Keyring } from '../../secrets/keyring';
import type { OutboxMessage, SandboxSmsMessage, SmsOutbox, SmsProvider } from './sms-provider';

/** The outbox keeps a day of messages; older ones are dropped as new ones arrive. */
const KEEP_MS = 24 * 3600 * 1000;

const context = (tenantId: number, phone: string) => `sms_sandbox_outbox:${tenantId}:${phone}`;

/**
 * The SMS sandbox: delivers nothing. It logs that a code was sent (never the code) and, outside
 * production, keeps the message in `sms_sandbox_outbox` (the code sealed with the master key) so that
 * the dev outbox can show it to testers, from any server process.
 */
export class SandboxSms implements SmsProvider, SmsOutbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keyring: Keyring,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    /** False in production: nothing is kept, so no code exists anywhere but in its hash. */
    private readonly keepOutbox: boolean,
  ) {}

  async sendCode(m: SandboxSmsMessage): Promise<void> {
    const now = this.clock();
    if (this.keepOutbox) {
      await this.db
        .insertInto('sms_sandbox_outbox')
        .values({
          tenant_id: m.tenantId,
          area_code: m.areaCode,
          phone: m.phone,
          purpose: m.purpose,
          code_sealed: this.keyring.seal('sms-outbox', m.code, context(m.tenantId, m.phone)),
          sent_at: now,
        })
        .execute();
      await this.db
        .deleteFrom('sms_sandbox_outbox')
        .where('sent_at', '<', now - KEEP_MS)
        .execute();
    }
    this.log.info(
      { tenantId: m.tenantId, phone: `${m.areaCode} ${maskPhone(m.phone)}`, purpose: m.purpose },
      'sms sandbox: code sent',
    );
  }

  async latest(tenantId: number, phone: string, areaCode: string | undefined, limit: number): Promise<OutboxMessage[]> {
    let q = this.db
      .selectFrom('sms_sandbox_outbox')
      .select(['area_code', 'phone', 'purpose', 'code_sealed', 'sent_at'])
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone);
    if (areaCode) q = q.where('area_code', '=', areaCode);
    const rows = await q.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      areaCode: r.area_code,
      phone: r.phone,
      purpose: r.purpose,
      code: this.keyring.openText('sms-outbox', r.code_sealed, context(tenantId, r.phone)),
      sentAt: r.sent_at,
    }));
  }
}

/**
 * Erases the sandbox outbox's messages to a phone (account deletion, decision 046), in the caller's
 * transaction: whatever is configured now, a sandbox may have kept them before.
 */
export async function forgetSandboxOutbox(trx: Kysely<Database>, tenantId: number, areaCode: string, phone: string) {
  await trx
    .deleteFrom('sms_sandbox_outbox')
    .where('tenant_id', '=', tenantId)
    .where('area_code', '=', areaCode)
    .where('phone', '=', phone)
    .execute();
}
