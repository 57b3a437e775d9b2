import { QueryState } from '../../../components/query-state';
import { useActivity } from '../../../features/activity/api/get-activity';
import { useQualifyingItems } from '../../../features/activity/api/list-qualifying-items';
import {
  ActivityNotFound,
  ActivityPickSkeleton,
  isActivityNotFound,
} from '../../../features/activity/components/activity-page-state';
import { CastPicker } from '../../../features/activity/components/cast-picker';
import { activityConfirmPath, activityIdParam, couponSelectPath } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { useSaleRefresh } from '../../../features/sale/api/refresh';
import { myCollectiblePath } from '../../../features/sale/paths';
import { Navigate, useNavigate } from 'react-router';
import type { PageProps } from '../../page';
import '../../../features/activity/activity.css';

/**
 * Spec: /pages/activity/order/selectNft?id= (login): pick the items to hold or spend among mine that
 * qualify, then cast; the result follows on the page, with a link to the new collectible (the sale's
 * item page, "minting" until the chain confirms).
 */
export default function ActivitySelectPage({ query }: PageProps) {
  const { t, lang } = useActivityTexts();
  const id = activityIdParam(query.id);
  const activity = useActivity(id, lang, true);
  const items = useQualifyingItems(id, lang);
  const refresh = useSaleRefresh();
  const navigate = useNavigate();
  return (
    <QueryState
      queries={[activity, items]}
      missing={id === null}
      notFound={<ActivityNotFound />}
      isNotFound={isActivityNotFound}
      skeleton={<ActivityPickSkeleton />}
    >
      {(a, qualifying) => {
        // Issue 19: a coupon activity has its own page; a physical reward goes on to the confirmation with the items.
        if (a.kind === 'coupon') return <Navigate to={couponSelectPath(a.id)} replace />;
        if (a.kind === 'physical') {
          return (
            <CastPicker
              activity={a}
              items={qualifying}
              itemPath={myCollectiblePath}
              action={{
                label: t('activity.order.next'),
                busyLabel: t('activity.order.next'),
                busy: false,
                run: async (itemIds) => {
                  await navigate(activityConfirmPath(a.id, itemIds));
                },
              }}
            />
          );
        }
        return <CastPicker activity={a} items={qualifying} itemPath={myCollectiblePath} onCast={() => void refresh.minted()} />;
      }}
    </QueryState>
  );
}
