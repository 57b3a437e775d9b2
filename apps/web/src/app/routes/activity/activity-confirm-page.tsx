import { ErrorCode, errorMessage } from '@curio/contract/client';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isRequestError } from '../../../lib/request/index';
import { useAddresses } from '../../../features/address/api/list-addresses';
import { CouponSlot, type CouponChoice } from '../../../features/coupon/components/coupon-slot';
import { AddressPick } from '../../../features/address/components/address-pick';
import { idParam } from '../../../features/address/paths';
import { preselectAddress } from '../../../features/address/rules';
import { useConfirmActivityOrderMutation } from '../../../features/activity/api/confirm-activity-order';
import { useActivity } from '../../../features/activity/api/get-activity';
import { useQualifyingItems } from '../../../features/activity/api/list-qualifying-items';
import { ActivityConfirm } from '../../../features/activity/components/activity-order';
import {
  ActivityNotFound,
  ActivityPickSkeleton,
  isActivityNotFound,
} from '../../../features/activity/components/activity-page-state';
import { activityIdParam, couponSelectPath, itemIdsParam } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { cashierPath, orderPath } from '../../../features/sale/paths';
import { blockingOrderNo } from '../../../features/sale/rules';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import '../../../features/activity/activity.css';
import '../../../features/address/address.css';

/**
 * Spec: /pages/activity/order/confirm?id=&items= (login): confirm an order of a physical-reward activity
 * (business type 5): the reward, the items picked on the selection page, the address (my default to
 * start with; "add an address" when I have none; the list and the form come back here with `addressId`),
 * the total; free, the order is paid at once (its detail shows "awaiting shipment"); priced, the cashier.
 * A priced reward offers my coupons (the coupon feature's row, quoted for business type 5).
 */
export default function ActivityConfirmPage({ query }: PageProps) {
  const { t, lang } = useActivityTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const id = activityIdParam(query.id);
  const itemIds = itemIdsParam(query.items);
  const activity = useActivity(id, lang, true);
  const items = useQualifyingItems(itemIds.length > 0 ? id : null, lang);
  const addresses = useAddresses();
  const confirmOrder = useConfirmActivityOrderMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // 7020072 names my own unpaid order that blocks (decision 071): the refusal leads to it.
  const [blocking, setBlocking] = useState<string | null>(null);
  const { t: saleT } = useSaleTexts();
  const [missing, setMissing] = useState(false);
  const [coupon, setCoupon] = useState<CouponChoice | null>(null);

  return (
    <QueryState
      queries={[activity, addresses]}
      also={itemIds.length > 0 ? [items] : []}
      missing={id === null}
      notFound={<ActivityNotFound />}
      isNotFound={isActivityNotFound}
      skeleton={<ActivityPickSkeleton confirm />}
    >
      {(a, mine) => {
        if (a.kind === 'coupon') return <Navigate to={couponSelectPath(a.id)} replace />;
        const address = a.needsAddress ? preselectAddress(mine.items, idParam(query.addressId)) : null;
        const back = `${location.pathname}${location.search}`;

        const submit = async () => {
          setRefusal(null);
          setBlocking(null);
          if (a.needsAddress && !address) {
            setMissing(true);
            setRefusal(errorMessage(ErrorCode.SELECT_REQUIRED, lang));
            return;
          }
          try {
            const order = await confirmOrder.mutateAsync({
              activityId: a.id,
              cardNftIds: itemIds,
              ...(address ? { addressId: address.id } : {}),
              ...(coupon && a.price > 0 ? { couponId: coupon.couponId } : {}),
            });
            void navigate(order.status === 'pending_payment' ? cashierPath(order.orderNo) : orderPath(order.orderNo), {
              replace: true,
            });
          } catch (err) {
            const business = isRequestError(err) && err.kind === 'business';
            setRefusal(business ? err.message : t('activity.order.failed'));
            if (business && err.code === ErrorCode.ORDER_EXISTS) setBlocking(blockingOrderNo(err.data));
          }
        };

        return (
          <ActivityConfirm
            activity={a}
            items={items.data ?? null}
            itemIds={itemIds}
            address={a.needsAddress ? <AddressPick address={address} back={back} invalid={missing && !address} /> : null}
            coupon={
              a.price > 0 ? <CouponSlot order={{ businessType: 5, itemId: a.id, quantity: 1 }} onChange={setCoupon} /> : null
            }
            discount={a.price > 0 ? (coupon?.discount ?? 0) : 0}
            refusal={refusal}
            refusalLink={
              blocking !== null ? (
                <Link className="act-refusal__link" to={orderPath(blocking)} data-testid="confirm-go-unpaid">
                  {saleT('sale.buy.refused.unpaid')}
                </Link>
              ) : null
            }
            busy={confirmOrder.isPending}
            onSubmit={() => void submit()}
          />
        );
      }}
    </QueryState>
  );
}
