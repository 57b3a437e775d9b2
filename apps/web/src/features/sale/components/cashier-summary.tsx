import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price';
import { useSaleTexts } from '../texts';
import { PayCountdown } from './pay-countdown';
import { type Order } from '../api/get-order';
import { sizedImage } from '../../../lib/image';

/** The order being paid: item, amount, time left (the server's clock). */
export function CashierSummary({ order, onExpired, extra }: { order: Order; onExpired: () => void; extra?: ReactNode }) {
  const { t } = useSaleTexts();
  return (
    <section className="sale-card sale-cashier__summary" data-testid="cashier-summary">
      <PayCountdown
        expiresAt={order.expiresAt}
        onEnd={onExpired}
        label={t('sale.cashier.payWithin')}
        className="sale-cashier__countdown"
      />
      <div className="sale-cashier__amount">
        <span className="sale-cashier__amount-label">{t('sale.cashier.amount')}</span>
        <Price fen={order.totalAmount} size="lg" />
      </div>
      <div className="sale-cashier__item">
        <img {...sizedImage(order.item.coverUrl, '44px')} alt="" width={44} height={44} />
        <span className="sale-cashier__item-name">{order.item.name}</span>
        <span className="sale-cashier__item-qty">{t('sale.cashier.quantity', { count: order.quantity })}</span>
      </div>
      {extra}
      <div className="sale-cashier__order-no">
        {t('sale.cashier.orderNo')} <span data-testid="cashier-order-no">{order.orderNo}</span>
      </div>
    </section>
  );
}
