import { orderItemKindLabel } from '@curio/contract/client';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../components/ui/price';
import { formatDateTime } from '../../../lib/format';
import { cashierPath, orderPath } from '../paths';
import { useSaleTexts } from '../texts';
import type { Order } from '../api/get-order';
import { OrderStatusBadge } from './badges';
import { PayCountdown } from './pay-countdown';
import { sizedImage } from '../../../lib/image';

/** One order in the list: what, how many, the total, its state; unpaid ones with the time left and "pay". */
export function OrderCard({ order, onExpired }: { order: Order; onExpired?: () => void }) {
  const { t, lang } = useSaleTexts();
  const navigate = useNavigate();
  const pending = order.status === 'pending_payment';
  return (
    <article className="sale-card sale-order" data-testid="order-card" data-order-no={order.orderNo} data-status={order.status}>
      <Link to={orderPath(order.orderNo)} className="sale-order__link">
        <header className="sale-order__head">
          <span className="sale-order__kind">{orderItemKindLabel(order.item.kind, lang)}</span>
          <span className="sale-order__time">{formatDateTime(order.createdAt, lang)}</span>
          <OrderStatusBadge status={order.status} />
        </header>
        <div className="sale-order__body">
          <img
            className="sale-order__cover"
            {...sizedImage(order.item.coverUrl, '72px')}
            alt=""
            width={72}
            height={72}
            loading="lazy"
          />
          <div className="sale-order__text">
            <span className="sale-order__name">{order.item.name}</span>
            <span className="sale-order__meta">
              <Price fen={order.unitPrice} size="sm" /> × {order.quantity}
            </span>
          </div>
        </div>
      </Link>
      <footer className="sale-order__foot">
        {pending ? <PayCountdown expiresAt={order.expiresAt} onEnd={onExpired} /> : <span />}
        <span className="sale-order__total">
          {t('sale.order.total')} <Price fen={order.totalAmount} size="md" />
        </span>
        {pending ? (
          <button
            type="button"
            className="sale-button sale-button--small"
            onClick={() => void navigate(cashierPath(order.orderNo))}
            data-testid="order-pay"
          >
            {t('sale.order.pay')}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
