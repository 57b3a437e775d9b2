import { SkeletonBlock } from '../../../components/ui/skeleton';
import { orderNoParam } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { SaleNotFound } from '../../../features/sale/components/sale-not-found';
import { DetailPage } from '../../../components/query-state';
import { useOrder } from '../../../features/sale/api/get-order';
import { Cashier } from '../../../features/sale/components/cashier';
import { walletPayPath } from '../../../features/wallet/paths';
import { OrderCoupon } from '../../../features/coupon/components/order-coupon';
import '../../../features/sale/sale.css';

/**
 * Spec: /pages/iframe/index (cashier), `?orderNo=`: the order's summary and time left to pay (server
 * time), a payment method (listPayMethods), then the payment provider's cashier page in a frame
 * (createPayment's cashierUrl, same origin). getPayment is polled until the payment ends; success goes
 * to the order, failure and time-out offer another try, the deadline shows the order closed. Back from WeChat's
 * web authorization (`wxauth=ok`, paying inside WeChat) it pays with WeChat at once.
 */
export default function CashierPage({ query }: PageProps) {
  const { lang } = useSaleTexts();
  const orderNo = orderNoParam(query.orderNo);
  const order = useOrder(orderNo, lang);
  return (
    <DetailPage
      query={order}
      missing={orderNo === null}
      notFound={<SaleNotFound />}
      pull={false}
      skeleton={
        <main className="sale-page" aria-busy="true">
          <SkeletonBlock height={180} radius={14} />
          <SkeletonBlock height={220} radius={14} />
        </main>
      }
    >
      {(data) => (
        <Cashier
          key={data.orderNo}
          order={data}
          refetch={() => order.refetch()}
          walletPayPath={walletPayPath}
          coupon={<OrderCoupon coupon={data.coupon} variant="inline" />}
          wechatAuth={query.wxauth === 'ok' || query.wxauth === 'failed' ? query.wxauth : undefined}
        />
      )}
    </DetailPage>
  );
}
