import { tokenIdOf } from '@curio/chain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { TenantContext } from '../../http/request-context';
import type { ChainJobKind, ChainJobRepository, ChainJobRow, JobFilter } from './chain-job.repository';

/** The one standard our contract follows (decision 009). */
export const TOKEN_STANDARD = 'ERC-721';

/** The chain's name, as the "info on chain" tabs show it (the collection detail, a held item). */
export const CHAIN_NAME = 'Curio Chain (EVM)';

export interface MintIntent {
  collectionId: number;
  serial: number;
  /** The holder's custodial address on this chain. */
  to: string;
  /** The token's metadata URI. */
  uri: string;
  /** Defaults to `mint:<tokenId>`: a token is minted once, however often the intent is written. */
  dedupeKey?: string;
}

export interface TransferIntent {
  tokenId: bigint;
  from: string;
  to: string;
  /** Names the platform event (a gift's id, an order's id): the same event enqueued twice is one job. */
  dedupeKey: string;
}

export interface BurnIntent {
  tokenId: bigint;
  /** The holder's address (shown as the burn's sender in the records). */
  from: string;
  /** Defaults to `burn:<tokenId>`. */
  dedupeKey?: string;
}

/** What the NFT detail's "info on chain" shows for one token. */
export interface TokenFacts {
  chainId: number;
  standard: string;
  /** Null until the tenant's contract is deployed. */
  contractAddress: string | null;
  tokenId: string;
  /** minting: written, not yet on chain; minted: on chain; burned: destroyed on chain. */
  status: 'minting' | 'minted' | 'burned';
  /** The holder on chain (after the last confirmed move); null while minting or once burned. */
  ownerAddress: string | null;
  mintTxHash: string | null;
  /** The mint's block time (unix ms): the certification time. */
  certifiedAt: number | null;
  /** A transfer or burn is written and not yet on chain. */
  moving: boolean;
}

/** One move of a token, for the "tx records" tab. */
export interface TokenRecord {
  /** The outbox job that carries the move (circulation records name it: the provenance timeline). */
  jobId: number;
  kind: Exclude<ChainJobKind, 'deploy'>;
  from: string | null;
  to: string | null;
  status: 'pending' | 'confirmed';
  txHash: string | null;
  blockNumber: number | null;
  /** Block time when confirmed, else when the move was written (unix ms). */
  time: number;
}

export interface ContractFacts {
  chainId: number;
  standard: string;
  address: string;
  deployTxHash: string;
  deployedAt: number;
}

const ZERO = '0x0000000000000000000000000000000000000000';

/**
 * The chain module's face to other modules (decision 010). Enqueue calls take the caller's
 * transaction, so a move is written together with the platform change that causes it; after the
 * commit the caller calls `notify()` to wake the worker. Reads answer from the outbox's records, so a
 * detail page never waits on the chain.
 */
export class ChainService {
  constructor(
    private readonly repo: ChainJobRepository,
    readonly chainId: number,
    private readonly clock: Clock,
    private readonly wake: () => void,
  ) {}

  /** Writes the tenant's contract deployment unless it is written already. */
  async ensureContract(db: Kysely<Database>, tenant: Pick<TenantContext, 'id' | 'platformName' | 'code'>): Promise<void> {
    if (await this.repo.contract(tenant.id, this.chainId, db)) return;
    const symbol =
      tenant.code
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 11)
        .toUpperCase() || 'CURIO';
    await this.repo.enqueue(
      db,
      {
        tenant_id: tenant.id,
        chain_id: this.chainId,
        kind: 'deploy',
        dedupe_key: `deploy:${this.chainId}`,
        token_id: '',
        from_address: null,
        to_address: null,
        uri: JSON.stringify({ name: tenant.platformName, symbol }),
      },
      this.clock(),
    );
  }

  async enqueueMint(
    db: Kysely<Database>,
    tenant: Pick<TenantContext, 'id' | 'platformName' | 'code'>,
    intent: MintIntent,
  ): Promise<{ jobId: number; tokenId: bigint }> {
    const tokenId = tokenIdOf(intent.collectionId, intent.serial);
    await this.ensureContract(db, tenant);
    const jobId = await this.repo.enqueue(
      db,
      {
        tenant_id: tenant.id,
        chain_id: this.chainId,
        kind: 'mint',
        dedupe_key: intent.dedupeKey ?? `mint:${tokenId}`,
        token_id: tokenId.toString(),
        from_address: null,
        to_address: intent.to,
        uri: intent.uri,
      },
      this.clock(),
    );
    return { jobId, tokenId };
  }

  async enqueueTransfer(db: Kysely<Database>, tenant: Pick<TenantContext, 'id'>, intent: TransferIntent): Promise<number> {
    return this.repo.enqueue(
      db,
      {
        tenant_id: tenant.id,
        chain_id: this.chainId,
        kind: 'transfer',
        dedupe_key: intent.dedupeKey,
        token_id: intent.tokenId.toString(),
        from_address: intent.from,
        to_address: intent.to,
        uri: null,
      },
      this.clock(),
    );
  }

  async enqueueBurn(db: Kysely<Database>, tenant: Pick<TenantContext, 'id'>, intent: BurnIntent): Promise<number> {
    return this.repo.enqueue(
      db,
      {
        tenant_id: tenant.id,
        chain_id: this.chainId,
        kind: 'burn',
        dedupe_key: intent.dedupeKey ?? `burn:${intent.tokenId}`,
        token_id: intent.tokenId.toString(),
        from_address: intent.from,
        to_address: null,
        uri: null,
      },
      this.clock(),
    );
  }

  /** The operator's view of a tenant's outbox: counts, the contract, a page of jobs (newest first). */
  async operatorView(tenantId: number, q: { filter: JobFilter; limit: number; before?: number }) {
    // One row more than the page tells whether a next page exists (decision 068): a page that ends the
    // list answers no cursor, even when it is exactly full.
    const rows = await this.repo.list(tenantId, this.chainId, q.filter, q.limit + 1, q.before);
    const page = rows.slice(0, q.limit);
    return {
      counts: await this.repo.counts(tenantId, this.chainId),
      contract: await this.contractOf(tenantId),
      jobs: page.map(jobView),
      nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }

  /** The operator's "try again now": an open job of this tenant becomes due at once (NOT_FOUND otherwise). */
  async retryNow(tenantId: number, id: number): Promise<{ id: number; retried: true }> {
    if (!(await this.repo.retryNow(tenantId, id, this.clock()))) throw notFound();
    this.wake();
    return { id, retried: true };
  }

  /**
   * The console's retry (decision 039): the same, in one transaction with the caller's audit row, which
   * gets the job's attempts, error and due time before and after.
   */
  async retryAudited(
    db: Kysely<Database>,
    tenantId: number,
    id: number,
    audit: (trx: Kysely<Database>, before: unknown, after: unknown) => Promise<void>,
  ): Promise<{ id: number; retried: true }> {
    const now = this.clock();
    await db.transaction().execute(async (trx) => {
      const job = await this.repo.byId(tenantId, id, trx);
      if (!job || !(await this.repo.retryNow(tenantId, id, now, trx))) throw notFound();
      const facts = { kind: job.kind, tokenId: job.token_id, attempts: job.attempts, lastError: job.last_error };
      await audit(trx, { ...facts, nextAttemptAt: Number(job.next_attempt_at) }, { ...facts, nextAttemptAt: now });
    });
    this.wake();
    return { id, retried: true };
  }

  /** Wakes the worker: call after the transaction that enqueued has committed. */
  notify(): void {
    this.wake();
  }

  /** The chain and contract of a tenant's collectibles (a collection's "info on chain"); null before its contract. */
  async info(tenantId: number): Promise<{ chainName: string; contractAddress: string } | null> {
    const contract = await this.contractOf(tenantId);
    return contract ? { chainName: CHAIN_NAME, contractAddress: contract.address } : null;
  }

  async contractOf(tenantId: number): Promise<ContractFacts | null> {
    const c = await this.repo.contract(tenantId, this.chainId);
    if (!c) return null;
    return {
      chainId: c.chain_id,
      standard: TOKEN_STANDARD,
      address: c.address,
      deployTxHash: c.deploy_tx_hash,
      deployedAt: Number(c.deployed_at),
    };
  }

  /** The token's on-chain facts, or null when no mint was ever written for it on this tenant. */
  async tokenFacts(tenantId: number, tokenId: bigint): Promise<TokenFacts | null> {
    const jobs = await this.repo.tokenJobs(tenantId, this.chainId, tokenId.toString());
    const mint = jobs.find((j) => j.kind === 'mint');
    if (!mint) return null;
    const contract = await this.repo.contract(tenantId, this.chainId);
    const landed = jobs.filter((j) => j.status === 'confirmed');
    const last = landed.at(-1);
    const burned = landed.some((j) => j.kind === 'burn');
    const status = burned ? 'burned' : mint.status === 'confirmed' ? 'minted' : 'minting';
    return {
      chainId: this.chainId,
      standard: TOKEN_STANDARD,
      contractAddress: contract?.address ?? null,
      tokenId: tokenId.toString(),
      status,
      ownerAddress: status === 'minted' && last ? last.to_address : null,
      mintTxHash: mint.tx_hash,
      certifiedAt: mint.confirmed_at === null ? null : Number(mint.confirmed_at),
      moving: jobs.some((j) => j.status === 'pending' && j.kind !== 'mint'),
    };
  }

  /** Of these tokens, the ones on chain already (their mint is confirmed): the rest show "minting". */
  mintedOf(tenantId: number, tokenIds: string[]): Promise<Set<string>> {
    return this.repo.confirmedMints(tenantId, this.chainId, tokenIds);
  }

  /** The status and transaction hash of the given jobs of the tenant, by id (unknown ids are left out). */
  async jobStatuses(
    tenantId: number,
    ids: readonly number[],
  ): Promise<Map<number, { status: 'pending' | 'confirmed'; txHash: string | null }>> {
    const rows = await this.repo.jobsByIds(tenantId, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, { status: r.status, txHash: r.tx_hash }]));
  }

  /** Every move of the token, oldest first: landed ones with hash and block, open ones as pending. */
  async tokenRecords(tenantId: number, tokenId: bigint): Promise<TokenRecord[]> {
    const jobs = await this.repo.tokenJobs(tenantId, this.chainId, tokenId.toString());
    return jobs.filter((j): j is ChainJobRow & { kind: TokenRecord['kind'] } => j.kind !== 'deploy').map(toRecord);
  }
}

function toRecord(j: ChainJobRow & { kind: TokenRecord['kind'] }): TokenRecord {
  return {
    jobId: j.id,
    kind: j.kind,
    from: j.kind === 'mint' ? ZERO : j.from_address,
    to: j.kind === 'burn' ? ZERO : j.to_address,
    status: j.status,
    txHash: j.tx_hash,
    blockNumber: j.block_number === null ? null : Number(j.block_number),
    time: Number(j.confirmed_at ?? j.created_at),
  };
}

/** A job as the operator sees it. */
function jobView(j: ChainJobRow) {
  return {
    id: j.id,
    kind: j.kind,
    tokenId: j.token_id,
    from: j.from_address,
    to: j.to_address,
    status: j.status,
    attempts: j.attempts,
    lastError: j.last_error,
    nextAttemptAt: Number(j.next_attempt_at),
    txHash: j.tx_hash,
    blockNumber: j.block_number === null ? null : Number(j.block_number),
    confirmedAt: j.confirmed_at === null ? null : Number(j.confirmed_at),
    createdAt: Number(j.created_at),
  };
}
