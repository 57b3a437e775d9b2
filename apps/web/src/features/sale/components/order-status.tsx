import type { OrderStatus } from '@curio/contract/client';
import { useSaleTexts } from '../../../lib/sale/texts';

/** An order's state as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useSaleTexts();
  return (
    <span className={`sale-status sale-status--${status}`} data-status={status} data-testid="order-status">
      {t(`sale.order.status.${status}`)}
    </span>
  );
}
