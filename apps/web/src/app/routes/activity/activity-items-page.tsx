import { ErrorCode } from '@curio/contract/client';
import { DetailPage } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useQualifyingItems } from '../../../features/activity/api/list-qualifying-items';
import { QualifyingItemsView } from '../../../features/activity/components/qualifying-items';
import { activityIdParam } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { myCollectiblePath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/activity/activity.css';

/** Spec: /pages/activity/order/associatedNft?id= (login, pull): the qualifying collections and my matching items, read-only. */
export default function ActivityItemsPage({ query }: PageProps) {
  const { t, lang } = useActivityTexts();
  const id = activityIdParam(query.id);
  const q = useQualifyingItems(id, lang);
  const unknown = isRequestError(q.error) && q.error.code === ErrorCode.ACTIVITY_NOT_FOUND;
  return (
    <DetailPage
      query={unknown ? { ...q, isError: false, error: null, isPending: false, data: undefined } : q}
      missing={id === null || unknown}
      notFound={<EmptyState title={t('activity.notFound')} />}
      skeleton={
        <div className="act-pick">
          <SkeletonBlock height={200} radius={14} />
        </div>
      }
    >
      {(items) => <QualifyingItemsView items={items} itemPath={myCollectiblePath} />}
    </DetailPage>
  );
}
