import {
  collectibleHoldStatusLabel,
  orderStatusLabel,
  type CollectibleHoldStatus,
  type OrderStatus,
} from '@curio/contract/client';
import { useSaleTexts } from '../texts';

/** An order's state as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { lang } = useSaleTexts();
  return (
    <span className={`sale-status sale-status--${status}`} data-status={status} data-testid="order-status">
      {orderStatusLabel(status, lang)}
    </span>
  );
}

/** Where a held collectible is: minting (with a pulse) until the chain confirms, then held, etc. */
export function HoldBadge({ status, className }: { status: CollectibleHoldStatus; className?: string }) {
  const { lang } = useSaleTexts();
  return (
    <span
      className={`sale-hold sale-hold--${status}${className ? ` ${className}` : ''}`}
      data-hold-status={status}
      data-testid="hold-status"
    >
      {status === 'minting' ? <span className="sale-hold__pulse" aria-hidden="true" /> : null}
      {collectibleHoldStatusLabel(status, lang)}
    </span>
  );
}
