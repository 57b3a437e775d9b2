import {
  collectibleHoldStatusLabel,
  orderStatusLabel,
  type CollectibleHoldStatus,
  type OrderStatus,
} from '@curio/contract/client';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { useSaleTexts } from '../texts';

const ORDER_TONE: Partial<Record<OrderStatus, ChipTone>> = {
  pending_payment: 'pending',
  paid: 'success',
  completed: 'success',
  shipping: 'soft',
};
const HOLD_TONE: Record<CollectibleHoldStatus, ChipTone> = {
  held: 'success',
  minting: 'pending',
  pledged: 'neutral',
  frozen: 'neutral',
  on_consignment: 'neutral',
  consumed: 'neutral',
};

/** An order's state as a small coloured label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { lang } = useSaleTexts();
  return (
    // `sale-status`: the order page's hero shows it in white.
    <Chip tone={ORDER_TONE[status]} className="sale-status" data-status={status} testId="order-status">
      {orderStatusLabel(status, lang)}
    </Chip>
  );
}

/** Where a held collectible is: minting (with a pulse) until the chain confirms, then held, etc. */
export function HoldBadge({ status, className }: { status: CollectibleHoldStatus; className?: string }) {
  const { lang } = useSaleTexts();
  return (
    <Chip tone={HOLD_TONE[status]} className={className} data-hold-status={status} testId="hold-status">
      {status === 'minting' ? <span className="sale-hold__pulse" aria-hidden="true" /> : null}
      {collectibleHoldStatusLabel(status, lang)}
    </Chip>
  );
}
