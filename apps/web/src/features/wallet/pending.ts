import type { PhoneAreaCode } from '@curio/contract/client';
import { useSyncExternalStore } from 'react';

// What the shared code page needs from the flow that sent it there (a card being bound, a password being
// recovered). Kept in memory only, never in the URL or in storage: a card's full number is typed for
// the bind and a resend and is forgotten when the flow ends or the tab closes (the storefront keeps only
// the bank and the last 4 digits).

export interface PendingBind {
  flow: 'bindCard';
  bindId: string;
  cardNumber: string;
  areaCode: PhoneAreaCode;
  phone: string;
  /** The phone as the provider shows it (masked). */
  maskedPhone: string;
  bankCode: string;
  bankName: string;
  last4: string;
  expiresAt: number;
  resendAt: number;
}

export interface PendingReset {
  flow: 'resetPassword';
  maskedPhone: string;
  resendAt: number;
  /** Filled in by the code page; the recovery page then asks for the new password. */
  code?: string;
}

export type Pending = PendingBind | PendingReset;

let pending: Pending | null = null;
const listeners = new Set<() => void>();

export function setPending(next: Pending | null): void {
  pending = next;
  for (const l of listeners) l();
}

export function getPending<F extends Pending['flow']>(flow: F): Extract<Pending, { flow: F }> | null {
  return pending?.flow === flow ? (pending as Extract<Pending, { flow: F }>) : null;
}

export function updatePending(patch: Partial<PendingBind> | Partial<PendingReset>): void {
  if (pending) setPending({ ...pending, ...patch } as Pending);
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentPending(): Pending | null {
  return pending;
}

/** The flow's pending state, following its changes. */
export function usePending<F extends Pending['flow']>(flow: F): Extract<Pending, { flow: F }> | null {
  return useSyncExternalStore(subscribePending, () => getPending(flow));
}
