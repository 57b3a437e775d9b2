import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChainJobRow } from '../modules/chain/index';
import { defineFlow } from './define-flow';

/**
 * The kinds of transfer the flows write to the chain outbox, named by the first part of their job's dedupe
 * key (`gift:<item>:<move>`, `sale:<listing>`): the confirmation knows a job's kind by it.
 */
export type TransferKind = 'gift' | 'sale';

/** A transfer job's dedupe key: its kind, then what makes it one job per change of hands. */
export const transferKey = (kind: TransferKind, ...parts: readonly (number | string)[]): string => [kind, ...parts].join(':');

/** The kind a transfer job's dedupe key names (the part before the first colon). */
export const transferKindOf = (job: Pick<ChainJobRow, 'dedupe_key'>): string => job.dedupe_key.split(':', 1)[0]!;

/** What a kind of transfer does when the chain confirms it, in the confirmation's transaction. */
export type OnTransferConfirmed = (trx: Kysely<Database>, job: ChainJobRow, now: number) => Promise<void>;

export interface ConfirmTransferDeps {
  /** Per kind of transfer: what its confirmation runs, or null when it needs nothing. */
  kinds: Record<TransferKind, OnTransferConfirmed | null>;
}

/**
 * The chain's confirmation of a transfer (the chain module's `onConfirmed` hook, decision 025), inside the
 * transaction that records the job as confirmed: each kind of transfer gets what it needs and nothing else.
 * A gift's item was frozen at the gift and becomes the recipient's now (with the gift's inbox events); a
 * resale's item changed hands in the sale's own transaction (`listing-sale.ts`), so its confirmation only
 * records the chain catching up. Mints, burns and unknown kinds change nothing here. Safe to run twice:
 * each kind's step is.
 */
export class ConfirmTransfer {
  constructor(private readonly d: ConfirmTransferDeps) {}

  async onChainConfirmed(trx: Kysely<Database>, job: ChainJobRow, now: number): Promise<void> {
    if (job.kind !== 'transfer') return;
    const kind = transferKindOf(job);
    const step = Object.hasOwn(this.d.kinds, kind) ? this.d.kinds[kind as TransferKind] : null;
    if (step) await step(trx, job, now);
  }
}

declare module './flows.types' {
  interface Flows {
    /** The chain's confirmation of a transfer job, dispatched by the transfer's kind (gift, resale). */
    confirmTransfer: ConfirmTransfer;
  }
}

export const confirmTransferFlow = defineFlow({
  key: 'confirmTransfer',
  build: ({ flows }) =>
    new ConfirmTransfer({
      kinds: {
        gift: (trx, job, now) => flows.giftCollectible.onChainConfirmed(trx, job, now),
        sale: null,
      },
    }),
});
