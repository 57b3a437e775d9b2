import type { SaleState } from '@curio/contract/client';
import { useTranslation } from '../../../lib/i18n';
import { Countdown } from '../../../components/ui/countdown';

/**
 * The countdown of a drop by the server's clock: to the sale's start while it is upcoming, to its end
 * while on sale (when it has one). `onChange` runs when either moment passes (the page asks again).
 */
export function SaleTiming({
  saleState,
  saleStart,
  saleEnd,
  onChange,
}: {
  saleState: SaleState;
  saleStart: number;
  saleEnd: number | null;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  if (saleState === 'upcoming') {
    return (
      <div className="cat-timing" data-testid="sale-countdown">
        <Countdown target={saleStart} prefix={t('detail.startsIn')} onEnd={onChange} />
      </div>
    );
  }
  if (saleState === 'on_sale' && saleEnd !== null) {
    return (
      <div className="cat-timing" data-testid="sale-countdown">
        <Countdown target={saleEnd} prefix={t('detail.endsIn')} onEnd={onChange} />
      </div>
    );
  }
  return null;
}
