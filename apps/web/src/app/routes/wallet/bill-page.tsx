import { payProgressLabel, PayProgress } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailPage } from '../../../components/query-state';
import { StatusView } from '../../../components/shell/status-view';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import type { PageProps } from '../../page';
import { orderPath } from '../../../features/sale/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { useBankName } from '../../../features/wallet/components/bank-card-view';
import { useBill } from '../../../features/wallet/api/get-bill';
import '../../../features/wallet/wallet.css';

function Info({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="wallet-info">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Spec: /pages/account/wallet/lianlianModule/billDetails/detail (`?billNo=`): one movement of the wallet. */
export default function BillPage({ query }: PageProps) {
  const { t, lang } = useWalletTexts();
  const bankName = useBankName();
  const billNo = query.billNo && /^[0-9A-Z]{8,40}$/.test(query.billNo) ? query.billNo : null;
  // A withdrawal still on its way is looked at again until it settles.
  const bill = useBill(billNo, lang);
  return (
    <DetailPage
      query={bill}
      missing={billNo === null}
      notFound={<StatusView art="not-found" title={t('wallet.bills.notFound')} testId="wallet-bill-missing" />}
      skeleton={
        <main className="wallet-page" aria-busy="true">
          <SkeletonBlock height={220} radius={14} />
        </main>
      }
    >
      {(b) => (
        <main className="wallet-page" data-testid="wallet-bill" data-progress={b.progress}>
          <section className="wallet-section wallet-center">
            <p className="wallet-note">{t(`wallet.kind.${b.kind}`)}</p>
            <span className="wallet-big-amount" data-testid="wallet-bill-amount">
              {b.amount > 0 ? '+' : ''}
              <Price fen={b.amount} size="lg" />
            </span>
            <p className="wallet-note" data-testid="wallet-bill-progress">
              {payProgressLabel(b.progress, lang)}
            </p>
          </section>
          <section className="wallet-section">
            <dl className="wallet-rows">
              <Info label={t('wallet.bills.kind')}>{t(`wallet.kind.${b.kind}`)}</Info>
              <Info label={t('wallet.bills.createdAt')}>{formatDateTime(b.createdAt, lang)}</Info>
              {b.finishedAt ? <Info label={t('wallet.bills.finishedAt')}>{formatDateTime(b.finishedAt, lang)}</Info> : null}
              {b.progress === PayProgress.DEALING && b.expectedAt ? (
                <Info label={t('wallet.bills.expectedAt')} testId="wallet-bill-expected">
                  {formatDateTime(b.expectedAt, lang)}
                </Info>
              ) : null}
              {b.card ? (
                <Info label={t('wallet.bills.card')}>
                  {bankName('', b.card.bankName)} ({b.card.last4})
                </Info>
              ) : null}
              {b.orderNo ? (
                <Info label={t('wallet.bills.order')}>
                  <Link className="wallet-link" to={orderPath(b.orderNo)}>
                    {b.orderNo}
                  </Link>
                </Info>
              ) : null}
              {b.failReason ? (
                <Info label={t('wallet.bills.failReason')} testId="wallet-bill-fail">
                  {b.failReason}
                </Info>
              ) : null}
              {b.balanceAfter !== null ? (
                <Info label={t('wallet.bills.balanceAfter')}>
                  <Price fen={b.balanceAfter} size="sm" />
                </Info>
              ) : null}
              <Info label={t('wallet.bills.billNo')} testId="wallet-bill-no">
                {b.billNo}
              </Info>
            </dl>
          </section>
        </main>
      )}
    </DetailPage>
  );
}
