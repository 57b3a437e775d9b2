import { useEffect, useRef } from 'react';
import { useCountdown } from '../../../components/ui/countdown';
import { formatCountdown } from '../../../lib/format';
import { useSaleTexts } from '../texts';

/**
 * Time left to pay an order, on the server's clock (lib/server-clock): 'Pay within 04:59'. `onEnd` runs
 * once when it reaches zero.
 */
export function PayCountdown({
  expiresAt,
  onEnd,
  label,
  className,
}: {
  expiresAt: number;
  onEnd?: () => void;
  label?: string;
  className?: string;
}) {
  const { t } = useSaleTexts();
  const c = useCountdown(expiresAt);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const fired = useRef<number | null>(null);
  useEffect(() => {
    if (c.ended && fired.current !== expiresAt) {
      fired.current = expiresAt;
      onEndRef.current?.();
    }
  }, [c.ended, expiresAt]);
  return (
    <span
      className={`sale-pay-countdown${className ? ` ${className}` : ''}`}
      role="timer"
      data-testid="pay-countdown"
      data-ended={c.ended}
    >
      <span className="sale-pay-countdown__label">{label ?? t('sale.order.payIn')}</span>
      <b className="sale-pay-countdown__time">{formatCountdown(c.remaining, t)}</b>
    </span>
  );
}
