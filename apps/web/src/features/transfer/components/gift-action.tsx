import type { CollectibleHoldStatus } from '@curio/contract/client';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useCountdown } from '../../../components/ui/countdown';
import { formatCountdown } from '../../../lib/format';
import { givePath } from '../paths';
import { giftBlock } from '../rules';
import { useTransferTexts } from '../texts';

type Item = { cardNftId: number; status: CollectibleHoldStatus; transferableAt: number };

/**
 * The owner's gift action on their item page: "Gift", or instead the state that forbids it — the
 * cooling period with its countdown (on the server's clock; the button appears when it ends),
 * pledged, frozen while a transfer is on chain, on consignment.
 */
function Action({ item, inset }: { item: Item; inset?: boolean }) {
  const { t } = useTransferTexts();
  const cooling = useCountdown(item.transferableAt);
  const block = giftBlock(item, item.transferableAt - cooling.remaining);
  if (block?.kind === 'consumed') return null;
  const state = block?.kind ?? 'giftable';
  return (
    <section className={`tr-card tr-action${inset ? ' tr-action--inset' : ''}`} data-testid="gift-action" data-state={state}>
      <span className="tr-action__state">
        <span className="tr-action__label">{t(`transfer.action.${state}`)}</span>
        <span className="tr-action__detail">
          {block?.kind === 'cooling'
            ? t('transfer.action.coolingLeft', { time: formatCountdown(cooling.remaining, t) })
            : t(`transfer.action.${state}Detail`)}
        </span>
      </span>
      {block === null ? (
        <Link to={givePath(item.cardNftId)} className="tr-link-button" data-testid="gift-button">
          {t('transfer.action.gift')}
        </Link>
      ) : null}
    </section>
  );
}

/** The gift action, shown once its texts are in (the item page never waits for them). */
export function GiftAction({ item, inset }: { item: Item; /** Inset from the page's edges (the item page). */ inset?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Action item={item} inset={inset} />
    </Suspense>
  );
}
