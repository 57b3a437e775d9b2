import { useCountdown } from '../../../components/ui/countdown';
import { formatCountdown } from '../../../lib/format';
import { useSaleTexts } from '../texts';

/** The hold before a collectible may be transferred, on the server's clock; then "transferable now". */
export function Cooling({ until }: { until: number }) {
  const { t } = useSaleTexts();
  const c = useCountdown(until);
  return <>{c.ended ? t('sale.item.transferableNow') : t('sale.item.cooling', { time: formatCountdown(c.remaining, t) })}</>;
}
