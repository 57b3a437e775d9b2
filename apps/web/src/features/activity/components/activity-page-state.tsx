import { ErrorCode } from '@curio/contract/client';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useActivityTexts } from '../texts';

// What the activity's order pages (selection, coupon selection, confirmation) show around their queries
// (components/query-state's QueryState): the activity's "not found" and the skeleton of the picker.

/** The activity does not exist (or is not this tenant's). */
export const isActivityNotFound = (error: unknown) => isRequestError(error) && error.code === ErrorCode.ACTIVITY_NOT_FOUND;

export function ActivityNotFound() {
  const { t } = useActivityTexts();
  return <EmptyState title={t('activity.notFound')} />;
}

/** The picker on its way: the activity's card, then the items (`rows` of 90 px for the confirmation). */
export function ActivityPickSkeleton({ confirm = false }: { confirm?: boolean }) {
  return confirm ? (
    <div className="act-pick">
      <SkeletonBlock height={120} radius={14} />
      <SkeletonBlock height={90} radius={14} />
      <SkeletonBlock height={90} radius={14} />
    </div>
  ) : (
    <div className="act-pick">
      <SkeletonBlock height={80} radius={14} />
      <SkeletonBlock height={240} radius={14} />
    </div>
  );
}
