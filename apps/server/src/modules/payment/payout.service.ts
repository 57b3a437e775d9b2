import {
  ErrorCode,
  type CallBody,
  type CallData,
  type consoleExportCreatorBalances,
  type consoleListCreatorBalances,
  type consoleListCreatorPayouts,
  type consoleRecordCreatorPayout,
  type Language,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import { dayIn } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { AuditRecorder, TenantContext } from '../../http/request-context';
import type { PaymentPorts } from './payable';
import type { CreatorPayoutRow, PayoutRepository } from './payout.repository';

type Balance = CallData<typeof consoleListCreatorBalances>['items'][number];
type Payout = CallData<typeof consoleListCreatorPayouts>['items'][number];

/** Integer fen as yuan with two decimals, no symbol or separators (what a bank's batch file takes): 12345 → "123.45". */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One CSV field: quoted when it must be, and a leading = + - @ neutralized so no spreadsheet runs it as a formula. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The creators' payouts (issue 32, decision 065). Royalties stay in the platform's account: each resale's
 * royalty is a ledger row naming the collection's creator (a refund reverses it with a negative row), and an
 * operator pays creators outside the platform, then records the payout here — never more than the creator is
 * owed (accrued − paid), checked and written under a per-creator lock in one transaction with its audit row.
 */
export class PayoutService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: PayoutRepository,
    private readonly ports: Pick<PaymentPorts, 'creators'>,
    private readonly clock: Clock,
  ) {}

  /** Every creator with royalties or payouts, the most owed first, with the totals. */
  async balances(tenant: TenantContext, lang: Language): Promise<CallData<typeof consoleListCreatorBalances>> {
    const items = await this.balanceRows(tenant.id, lang);
    const sum = (of: 'accrued' | 'paid' | 'owed') => items.reduce((s, x) => s + x[of], 0);
    return { items, totals: { accrued: sum('accrued'), paid: sum('paid'), owed: sum('owed') } };
  }

  async record(
    tenant: TenantContext,
    operatorId: number | null,
    b: CallBody<typeof consoleRecordCreatorPayout>,
    audit: AuditRecorder,
    lang: Language,
  ): Promise<CallData<typeof consoleRecordCreatorPayout>> {
    const creatorId = Number(b.creatorId);
    const creator = (await this.creatorsOf(tenant.id, [creatorId], lang)).get(creatorId);
    if (!creator) throw notFound();
    const now = this.clock();
    const row = await this.db.transaction().execute(async (trx) => {
      await this.repo.lockCreator(trx, tenant.id, creatorId);
      const { owed } = await this.balanceOf(trx, tenant.id, creatorId);
      if (b.amount > owed) throw new AppError(ErrorCode.CREATOR_PAYOUT_OVER_OWED, { owed: `¥${yuanText(Math.max(0, owed))}` });
      const payout = await this.repo.insert(trx, {
        tenant_id: tenant.id,
        creator_id: creatorId,
        amount: b.amount,
        reference: b.reference,
        note: b.note ?? '',
        operator_id: operatorId,
        created_at: now,
      });
      await audit(trx, {
        action: 'payout.creator.record',
        targetType: 'creator',
        targetId: creatorId,
        before: { owed },
        after: { payoutId: payout.id, amount: b.amount, reference: b.reference, note: b.note ?? '', owed: owed - b.amount },
      });
      return payout;
    });
    const balance = (await this.balanceRows(tenant.id, lang, creatorId))[0]!;
    return { payout: view(row, creator.name), balance };
  }

  async history(
    tenant: TenantContext,
    q: { creatorId?: number; limit: number; before?: number },
    lang: Language,
  ): Promise<CallData<typeof consoleListCreatorPayouts>> {
    const rows = await this.repo.list(tenant.id, { creatorId: q.creatorId, beforeId: q.before }, q.limit + 1);
    const page = rows.slice(0, q.limit);
    const names = await this.creatorsOf(tenant.id, [...new Set(page.map((r) => r.creator_id))], lang);
    return {
      items: page.map((r) => view(r, names.get(r.creator_id)?.name ?? `#${r.creator_id}`)),
      nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }

  /** The creators owed money (owed > 0), the most owed first, as CSV to pay from; amounts in yuan and fen. */
  async exportCsv(tenant: TenantContext, lang: Language): Promise<CallData<typeof consoleExportCreatorBalances>> {
    const owed = (await this.balanceRows(tenant.id, lang)).filter((b) => b.owed > 0);
    const header = ['creator_id', 'creator', 'owed_yuan', 'owed_fen', 'accrued_yuan', 'paid_yuan', 'sales'];
    const lines = owed.map((b) =>
      [b.creatorId, b.name, yuanText(b.owed), b.owed, yuanText(b.accrued), yuanText(b.paid), b.sales].map(csvField).join(','),
    );
    const day = dayIn(this.clock(), tenant.timeZone);
    return {
      csv: `${[header.join(','), ...lines].join('\n')}\n`,
      fileName: `creator-payouts-${day}.csv`,
      count: owed.length,
      owed: owed.reduce((s, b) => s + b.owed, 0),
    };
  }

  /** What one creator is owed, read in the caller's transaction. */
  private async balanceOf(trx: Kysely<Database>, tenantId: number, creatorId: number) {
    const [accrued] = await this.repo.accrued(tenantId, trx, creatorId);
    const [paid] = await this.repo.paid(tenantId, trx, creatorId);
    return { owed: (accrued?.amount ?? 0) - (paid?.amount ?? 0) };
  }

  private async balanceRows(tenantId: number, lang: Language, creatorId?: number): Promise<Balance[]> {
    const [accrued, paid] = await Promise.all([
      this.repo.accrued(tenantId, this.db, creatorId),
      this.repo.paid(tenantId, this.db, creatorId),
    ]);
    const ids = [
      ...new Set([...accrued.map((a) => a.creatorId), ...paid.map((p) => p.creatorId), ...(creatorId ? [creatorId] : [])]),
    ];
    const names = await this.creatorsOf(tenantId, ids, lang);
    return (
      ids
        .map((id) => {
          const a = accrued.find((x) => x.creatorId === id);
          const p = paid.find((x) => x.creatorId === id);
          const c = names.get(id);
          return {
            creatorId: id,
            name: c?.name ?? `#${id}`,
            avatarUrl: c?.avatarUrl ?? '',
            accrued: a?.amount ?? 0,
            paid: p?.amount ?? 0,
            owed: (a?.amount ?? 0) - (p?.amount ?? 0),
            sales: a?.sales ?? 0,
            lastPaidAt: p?.lastAt ?? null,
          };
        })
        // A creator whose resales carried no royalty and who was never paid has nothing to show.
        .filter((b) => b.accrued !== 0 || b.paid !== 0 || b.creatorId === creatorId)
        .sort((x, y) => y.owed - x.owed || x.name.localeCompare(y.name) || x.creatorId - y.creatorId)
    );
  }

  private async creatorsOf(tenantId: number, ids: number[], lang: Language) {
    if (ids.length === 0 || !this.ports.creators) return new Map<number, { name: string; avatarUrl: string }>();
    return this.ports.creators(tenantId, ids, lang);
  }
}

function view(r: CreatorPayoutRow, creatorName: string): Payout {
  return {
    id: r.id,
    creatorId: r.creator_id,
    creatorName,
    amount: Number(r.amount),
    reference: r.reference,
    note: r.note,
    operatorId: r.operator_id,
    createdAt: Number(r.created_at),
  };
}
