import { ErrorCode } from '@curio/contract/client';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useActivity } from '../../../features/activity/api/get-activity';
import { useQualifyingItems } from '../../../features/activity/api/list-qualifying-items';
import { CastPicker } from '../../../features/activity/components/cast-picker';
import { activityIdParam } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { useSaleRefresh } from '../../../features/sale/api/refresh';
import { myCollectiblePath } from '../../../features/sale/paths';
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
  return (
    <CastPicker activity={activity.data} items={items.data} itemPath={myCollectiblePath} onCast={() => void refresh.minted()} />
  );
}
