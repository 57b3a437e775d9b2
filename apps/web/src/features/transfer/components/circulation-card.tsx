import { airdropLabel, BusinessType, businessTypeLabel } from '@curio/contract/client';
import { Chip } from '../../../components/ui/chip';
import { formatDateTime } from '../../../lib/format';
import type { CirculationItem } from '../api/list-circulation';
import { useTransferTexts } from '../texts';
import { MovedItemRow } from './moved-item';

const shortHash = (h: string) => `${h.slice(0, 10)}…${h.slice(-6)}`;

/** One side of one move: in or out, its business type, the other side masked, the item, on chain or not. */
export function CirculationCard({ record }: { record: CirculationItem }) {
  const { t, lang } = useTransferTexts();
  const airdrop = record.businessType === BusinessType.SEND && record.counterparty === null;
  const kind = airdrop ? (airdropLabel[lang] ?? airdropLabel.en) : businessTypeLabel(record.businessType, lang);
  return (
    <article
      className="tr-record"
      data-testid="flow-record"
      data-direction={record.direction}
      data-business-type={record.businessType}
    >
      <div className="tr-record__head">
        <span className={`tr-record__kind tr-record__kind--${record.direction}`}>
          {t(`transfer.flow.${record.direction}`)} · {kind}
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
