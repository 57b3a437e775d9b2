import { formatDateTime } from '../../../lib/format';
import type { MyCollectible } from '../api/get-my-collectible';
import { useSaleTexts } from '../texts';

/** `0x1234…abcd` for a record's from/to. */
const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

/** A held collectible's transaction records (mint, transfers), newest first as the server sends them. */
export function TxRecords({ records }: { records: MyCollectible['txRecords'] }) {
  const { t, lang } = useSaleTexts();
  if (records.length === 0) return <p className="sale-empty-line">{t('sale.item.records.empty')}</p>;
  return (
    <ol className="sale-records" data-testid="tx-records">
      {records.map((r, i) => (
        <li
          key={`${r.kind}-${r.txHash ?? i}`}
          className="sale-record"
          data-testid="tx-record"
          data-kind={r.kind}
          data-status={r.status}
        >
          <span className={`sale-record__dot sale-record__dot--${r.status}`} aria-hidden="true" />
          <div className="sale-record__body">
            <div className="sale-record__top">
              <b>{t(`sale.item.records.${r.kind}`)}</b>
              {r.status === 'pending' ? <em className="sale-pending">{t('sale.item.records.pending')}</em> : null}
              <span className="sale-record__time">{formatDateTime(r.time, lang)}</span>
            </div>
            {r.from || r.to ? (
              <div className="sale-record__parties">
                {r.from ? <span title={r.from}>{short(r.from)}</span> : <span>—</span>}
                <span aria-hidden="true">→</span>
                {r.to ? <span title={r.to}>{short(r.to)}</span> : <span>—</span>}
              </div>
            ) : null}
            {r.txHash ? (
              <div className="sale-record__hash">
                <span className="sale-record__hash-text">{r.txHash}</span>
              </div>
            ) : null}
            {r.blockNumber !== null ? (
              <span className="sale-record__block">{t('sale.item.records.block', { block: r.blockNumber })}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
