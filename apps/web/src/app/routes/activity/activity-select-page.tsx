import { ErrorCode } from '@curio/contract/client';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useActivity } from '../../../features/activity/api/get-activity';
import { useQualifyingItems } from '../../../features/activity/api/list-qualifying-items';
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
  const error = activity.error ?? items.error;
  if (id === null || (isRequestError(error) && error.code === ErrorCode.ACTIVITY_NOT_FOUND)) {
    return <EmptyState title={t('activity.notFound')} />;
  }
  if (error) {
    return (
      <ErrorState
        onRetry={() => {
          void activity.refetch();
          void items.refetch();
        }}
      />
    );
  }
  if (!activity.data || !items.data) {
    return (
      <div className="act-pick">
        <SkeletonBlock height={80} radius={14} />
        <SkeletonBlock height={240} radius={14} />
      </div>
    );
  }
  const a = activity.data;
  // Issue 19: a coupon activity has its own page; a physical reward goes on to the confirmation with the items.
  if (a.kind === 'coupon') return <Navigate to={couponSelectPath(a.id)} replace />;
  if (a.kind === 'physical') {
    return (
      <CastPicker
        activity={a}
        items={items.data}
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
  return <CastPicker activity={a} items={items.data} itemPath={myCollectiblePath} onCast={() => void refresh.minted()} />;
}
