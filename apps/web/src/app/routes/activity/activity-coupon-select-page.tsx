import { useContext, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useConfirmActivityOrderMutation, type ActivityOrder } from '../../../features/activity/api/confirm-activity-order';
import { useActivity } from '../../../features/activity/api/get-activity';
import { useQualifyingItems } from '../../../features/activity/api/list-qualifying-items';
import { CouponResult, CouponValue } from '../../../features/activity/components/activity-order';
import {
  ActivityNotFound,
  ActivityPickSkeleton,
  isActivityNotFound,
} from '../../../features/activity/components/activity-page-state';
import { CastPicker } from '../../../features/activity/components/cast-picker';
import { activityIdParam } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { myCollectiblePath, orderPath } from '../../../features/sale/paths';
import { HasRouteContext, type PageProps } from '../../page';
import '../../../features/activity/activity.css';

/** My coupons (the coupon feature's page), linked when the app has it. */
const MY_COUPONS = '/pages/coupons/index';

/**
 * Spec: /pages/activity/order/couponSelectNft?id= (login): a coupon activity. Pick my qualifying items
 * (hold or spend, as casting), confirm: the order (business type 5, free) is completed at once and the
 * coupon is mine; the page shows it, with links to my coupons and the order.
 */
export default function ActivityCouponSelectPage({ query }: PageProps) {
  const { t, lang } = useActivityTexts();
  const hasRoute = useContext(HasRouteContext);
  const id = activityIdParam(query.id);
  const activity = useActivity(id, lang, true);
  const items = useQualifyingItems(id, lang);
  const confirmOrder = useConfirmActivityOrderMutation();
  const [order, setOrder] = useState<ActivityOrder | null>(null);
  return (
    <QueryState
      queries={[activity, items]}
      missing={id === null}
      notFound={<ActivityNotFound />}
      isNotFound={isActivityNotFound}
      skeleton={<ActivityPickSkeleton />}
    >
      {(a, qualifying) => {
        const reward = a.reward;
        if (reward.kind !== 'coupon') return <ActivityNotFound />;
        if (order) {
          return (
            <CouponResult
              coupon={reward.coupon}
              couponsPath={hasRoute(MY_COUPONS) ? MY_COUPONS : null}
              orderPath={orderPath(order.orderNo)}
            />
          );
        }
        return (
          <CastPicker
            activity={a}
            items={qualifying}
            itemPath={myCollectiblePath}
            reward={
              <div className="act-coupon" data-testid="coupon-offer">
                <span className="act-h3">{reward.coupon.name}</span>
                <CouponValue coupon={reward.coupon} />
              </div>
            }
            action={{
              label: t('activity.coupon.get'),
              busyLabel: t('activity.order.submitting'),
              busy: confirmOrder.isPending,
              // A refusal is shown by the picker (and toasted by the request layer).
              run: async (itemIds) => {
                setOrder(await confirmOrder.mutateAsync({ activityId: a.id, cardNftIds: [...itemIds] }));
              },
            }}
          />
        );
      }}
    </QueryState>
  );
}
