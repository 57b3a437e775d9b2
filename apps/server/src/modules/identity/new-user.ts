import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, maskPhone } from '@curio/contract';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRepository } from './user.repository';

/** A random invite code: 7 characters of the alphabet without look-alikes (PRODUCT.md §4). */
export function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

/**
 * Inserts a user with a fresh invite code, unique per tenant. 31^7 codes make a clash rare; a code
 * seen taken is drawn again here, and a clash with a concurrent insert fails the caller's transaction
 * (see `retryOnClash`).
 */
export async function insertUser(
  users: UserRepository,
  trx: Kysely<Database>,
  u: {
    tenantId: number;
    areaCode: string;
    phone: string;
    passwordHash: string | null;
    inviterId: number | null;
    cooperationChannel: string;
  },
  now: number,
): Promise<number> {
  let inviteCode = randomInviteCode();
  for (let i = 0; i < 5 && (await users.idByInviteCode(trx, u.tenantId, inviteCode)) !== undefined; i++)
    inviteCode = randomInviteCode();
  return users.insert(trx, {
    tenant_id: u.tenantId,
    area_code: u.areaCode,
    phone: u.phone,
    nickname: maskPhone(u.phone),
    invite_code: inviteCode,
    inviter_id: u.inviterId,
    password_hash: u.passwordHash,
    cooperation_channel: u.cooperationChannel,
    now,
  });
}

/**
 * Runs a transaction that inserts rows with unique keys again when it lost a race on one (its work is
 * rolled back, so trying again is safe); `onClash` may turn the clash into a refusal instead.
 */
export async function retryOnClash<T>(work: () => Promise<T>, onClash: () => Promise<void>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      if (!isUniqueViolation(err) || i >= attempts) throw err;
      await onClash();
    }
  }
}
