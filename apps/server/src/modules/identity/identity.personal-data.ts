import { maskPhone } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantContext } from '../../http/request-context';
import type { PersonalDataStep } from '../../plugins/personal-data';
import { forgetSandboxOutbox } from '../../providers/sms/sandbox-sms';

const n = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * The identity module's personal data (decisions 046, 054): the profile, the real-name standing (masked
 * name only, never the ID number) and the invitations are exported; on deletion the `users` row stays
 * (orders, payments, the ledger and chain records point at it) without the person — phone and invite code
 * replaced by `deleted-<id>`, so both are free again — and the sessions, real-name attempts, DID bindings
 * and the phone's SMS codes (and the SMS sandbox's outbox of it) are deleted.
 */
export function identityPersonalData(
  db: Kysely<Database>,
  realName: { status(tenant: TenantContext, userId: number): Promise<{ single: boolean; name: string }> },
): PersonalDataStep {
  return {
    module: 'identity',
    // sms_sandbox_outbox is the SMS sandbox provider's: its own function erases it.
    tables: ['users', 'sessions', 'real_name_attempts', 'did_bindings', 'sms_codes', 'sms_sandbox_outbox'],
    kept: {
      chain_accounts: "the custodial chain account: the chain's records point at its address, a chain cannot forget",
    },

    async export({ tenantId, tenant, userId }) {
      const user = await db
        .selectFrom('users')
        .select([
          'id',
          'area_code',
          'phone',
          'nickname',
          'avatar_url',
          'intro',
          'invite_code',
          'inviter_id',
          'real_name_at',
          'created_at',
        ])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const rn = tenant ? await realName.status(tenant, userId) : { single: false, name: '' };
      const invited = await db
        .selectFrom('users')
        .select(['phone', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('inviter_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
      return {
        profile: {
          userId: user.id,
          areaCode: user.area_code,
          phone: user.phone,
          nickname: user.nickname,
          avatarUrl: user.avatar_url,
          intro: user.intro,
          registeredAt: Number(user.created_at),
        },
        // Decision 046: the standing and the masked name only; the ID number is never exported.
        realName: { verified: rn.single, name: rn.name, verifiedAt: n(user.real_name_at) },
        invites: {
          myCode: user.invite_code,
          wasInvited: user.inviter_id !== null,
          invited: invited.map((u) => ({ phone: maskPhone(u.phone), registeredAt: Number(u.created_at) })),
        },
      };
    },

    async erase(trx, t, userId, now) {
      const phone = await trx
        .selectFrom('users')
        .select(['area_code', 'phone'])
        .where('tenant_id', '=', t)
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      // The user row stays (orders, payments, ledger, chain records point at it), without the person: the
      // phone and invite code are replaced by the row's own id (unique, never a phone: the phone is free).
      await trx
        .updateTable('users')
        .set({
          phone: `deleted-${userId}`,
          nickname: '',
          avatar_url: '',
          intro: '',
          invite_code: `deleted-${userId}`,
          password_hash: null,
          pay_password_hash: null,
          real_name_sealed: null,
          id_card_sealed: null,
          id_card_mac: null,
          real_name_at: null,
          cooperation_channel: '',
          deleted_at: now,
          updated_at: now,
        })
        .where('tenant_id', '=', t)
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('sessions').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
      await trx.deleteFrom('real_name_attempts').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
      await trx.deleteFrom('did_bindings').where('tenant_id', '=', t).where('user_id', '=', userId).execute();
      await trx
        .deleteFrom('sms_codes')
        .where('tenant_id', '=', t)
        .where('area_code', '=', phone.area_code)
        .where('phone', '=', phone.phone)
        .execute();
      // The SMS sandbox's outbox of the phone (its own table: the provider erases it).
      await forgetSandboxOutbox(trx, t, phone.area_code, phone.phone);
    },
  };
}
