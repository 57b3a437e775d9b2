import { WALLET_BILL_KINDS } from '@curio/contract/client';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { Price } from '../../../components/ui/price';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { serverNow } from '../../../lib/server-clock';
import type { PageProps } from '../../page';
import { monthKey, monthOf, monthParam, type YearMonth } from '../../../features/wallet/rules';
import { useWalletTexts } from '../../../features/wallet/texts';
import { BillRow } from '../../../features/wallet/components/bill-row';
import { MonthPicker } from '../../../features/wallet/components/month-picker';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { useBillList, type BillKind } from '../../../features/wallet/api/list-bills';
import '../../../features/wallet/wallet.css';

type Filter = BillKind | 'all';
const FILTERS: readonly Filter[] = ['all', ...WALLET_BILL_KINDS];

function Bills({ initial, now, initialKind }: { initial: YearMonth; now: YearMonth; initialKind: Filter }) {
  const { t, lang } = useWalletTexts();
  const [month, setMonth] = useState(initial);
  const [kind, setKind] = useState<Filter>(initialKind);
  const list = useBillList(monthKey(month), kind, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <main className="wallet-page" data-testid="wallet-bills">
        <section className="wallet-section">
          <MonthPicker value={month} now={now} onChange={setMonth} testId="wallet-bills-month" />
          <div className="wallet-chips" role="group" aria-label={t('wallet.bills.kind')} style={{ marginTop: 10 }}>
            {FILTERS.map((k) => (
              <button
                key={k}
                type="button"
                className="wallet-chip"
                aria-pressed={kind === k}
                onClick={() => setKind(k)}
                data-testid={`wallet-bills-kind-${k}`}
              >
                {t(k === 'all' ? 'wallet.bills.all' : `wallet.kind.${k}`)}
              </button>
            ))}
          </div>
          {list.totals ? (
            <p className="wallet-total" style={{ marginTop: 10 }} data-testid="wallet-bills-totals">
              <span>
                {t('wallet.bills.income')} <Price fen={list.totals.income} size="sm" />
              </span>
              <span>
                {t('wallet.bills.expense')} <Price fen={list.totals.expense} size="sm" />
              </span>
            </p>
          ) : null}
        </section>
        <section className="wallet-section">
          <InfiniteList
            items={list.items}
            keyOf={(b) => b.billNo}
            renderItem={(b) => <BillRow bill={b} />}
            hasMore={list.hasMore}
            loadMore={list.loadMore}
            status={list.status}
            onRetry={list.retry}
            empty={<EmptyState title={t('wallet.bills.empty')} />}
          />
        </section>
      </main>
    </PullRefresh>
  );
}

/**
 * Spec: /pages/account/wallet/lianlianModule/billDetails/index: the bills of a month (`?month=YYYY-MM`,
 * the picker bounded 150 years either side of this year, spec §5), filtered by kind, with the month's
 * money in and out.
 */
export default function BillsPage({ query }: PageProps) {
  const now = monthOf(serverNow());
  const kind = (FILTERS as readonly string[]).includes(query.kind ?? '') ? (query.kind as Filter) : 'all';
  return <WalletGate>{() => <Bills initial={monthParam(query.month, now)} now={now} initialKind={kind} />}</WalletGate>;
}
