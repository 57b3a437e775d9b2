import { recordSourceLabel } from '@curio/contract/client';
import { Link } from 'react-router';
import { Chip } from '../../../components/ui/chip';
import { formatDateTime } from '../../../lib/format';
import type { Claim } from '../api/get-send-detail-page';
import { useTransferTexts } from '../texts';
import { MovedItemRow } from './moved-item';

/** One claim: a gift (from whom, masked), an airdrop or a redeemed code's collectible (decision 062), the item, and whether it has arrived. */
export function ClaimCard({ claim, itemPath }: { claim: Claim; itemPath: (cardNftId: number) => string }) {
  const { t, lang } = useTransferTexts();
  const body = (
    <>
      <div className="tr-record__head">
        <span className="tr-record__kind tr-record__kind--in" data-testid="claim-kind">
          {recordSourceLabel(claim.kind, lang)}
        </span>
        <Chip tone={claim.status === 'pending' ? 'soft' : 'neutral'} regular testId="claim-status">
          {t(claim.status === 'pending' ? 'transfer.receive.arriving' : 'transfer.receive.arrived')}
        </Chip>
      </div>
      <MovedItemRow item={claim.item} />
      <div className="tr-record__meta">
        <span data-testid="claim-sender">
          {claim.sender
            ? t('transfer.flow.from', { name: `${claim.sender.nickname} ${claim.sender.maskedPhone}` })
            : t('transfer.flow.platform')}
        </span>
        <span>{formatDateTime(claim.createdAt, lang)}</span>
      </div>
    </>
  );
  const className = `tr-record${claim.read ? '' : ' tr-record--unread'}`;
  // An arrived item opens on the owner's page; one still on chain is not theirs yet.
  return claim.status === 'done' ? (
    <Link
      to={itemPath(claim.item.cardNftId)}
      className={className}
      style={{ textDecoration: 'none' }}
      data-testid="claim"
      data-read={claim.read}
      data-kind={claim.kind}
    >
      {body}
    </Link>
  ) : (
    <article className={className} data-testid="claim" data-read={claim.read} data-kind={claim.kind}>
      {body}
    </article>
  );
}
