import { recordSourceLabel } from '@curio/contract/client';
import { Chip } from '../../../components/ui/chip';
import { formatDateTime } from '../../../lib/format';
import type { CirculationItem } from '../api/list-circulation';
import { useTransferTexts } from '../texts';
import { MovedItemRow } from './moved-item';

const shortHash = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;

/**
 * One side of one move: in or out, what the move was (its source's own label: a purchase, a synthesis, a
 * cast, a redemption ..., decision 062), the other side masked, the item, on chain or not.
 */
export function CirculationCard({ record }: { record: CirculationItem }) {
  const { t, lang } = useTransferTexts();
  // An 'out' record to no one is the item's end: burned (by a synthesis, by a cast).
  const ended = record.direction === 'out' && record.counterparty === null;
  return (
    <article
      className="tr-record"
      data-testid="flow-record"
      data-direction={record.direction}
      data-business-type={record.businessType}
      data-source={record.source}
      data-item={record.item.cardNftId}
    >
      <div className="tr-record__head">
        <span className={`tr-record__kind tr-record__kind--${record.direction}`} data-testid="flow-kind">
          {t(`transfer.flow.${record.direction}`)} · {recordSourceLabel(record.source, lang)}
        </span>
        <Chip tone={record.status === 'pending' ? 'soft' : 'neutral'} regular testId="flow-status">
          {t(`transfer.status.${record.status}`)}
        </Chip>
      </div>
      <MovedItemRow item={record.item} />
      <div className="tr-record__meta">
        <span data-testid="flow-counterparty">
          {record.counterparty
            ? t(record.direction === 'in' ? 'transfer.flow.from' : 'transfer.flow.to', {
                name: `${record.counterparty.nickname} ${record.counterparty.maskedPhone}`,
              })
            : ended
              ? t('transfer.flow.burned')
              : t('transfer.flow.platform')}
        </span>
        <span>{formatDateTime(record.createdAt, lang)}</span>
        {record.txHash ? (
          <span className="tr-record__hash" title={record.txHash}>
            {t('transfer.flow.tx', { hash: shortHash(record.txHash) })}
          </span>
        ) : null}
      </div>
    </article>
  );
}
