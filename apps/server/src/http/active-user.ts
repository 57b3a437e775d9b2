import { ErrorCode } from '@curio/contract';
import { AppError } from '../errors';
import type { AuthUser } from './request-context';

/**
 * The signed-in user's id in a call a suspended user may not make (decision 067: ordering, paying,
 * consigning, gifting): refused with 5000280 and the operator's reason. The suspension came with the
 * session (`req.user`), so the refusal reads nothing.
 */
export function activeUserId(req: { user: AuthUser | null }): number {
  const user = req.user!;
  if (user.suspendedReason !== null && user.suspendedReason !== undefined)
    throw new AppError(ErrorCode.ACCOUNT_SUSPENDED, { reason: user.suspendedReason });
  return user.id;
}
