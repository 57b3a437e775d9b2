import { ErrorCode } from '@curio/contract/client';
import { Suspense } from 'react';
import { DetailPage } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';
import { useActivity } from '../../../features/activity/api/get-activity';
import { ActivityDetail } from '../../../features/activity/components/activity-detail';
import { activityIdParam } from '../../../features/activity/paths';
import { useActivityTexts } from '../../../features/activity/texts';
import { RichText } from '../../../features/catalogue/notice/rich-text';
import { orderPath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/activity/activity.css';

/**
 * Spec: /pages/activity/detail/detail?id= (pull): one casting activity — its rules (the operator's HTML,
 * sanitized again here), what qualifies with what I own of each, once per holder, and my state; the
 * button leads to choosing the items (login).
 */
export default function ActivityDetailPage({ query }: PageProps) {
  const { t, lang } = useActivityTexts();
  const signedIn = useSession((s) => Boolean(s.token));
  const id = activityIdParam(query.id);
  const q = useActivity(id, lang, signedIn);
  const unknown = isRequestError(q.error) && q.error.code === ErrorCode.ACTIVITY_NOT_FOUND;
  return (
    <DetailPage
      query={unknown ? { ...q, isError: false, error: null, isPending: false, data: undefined } : q}
      missing={id === null || unknown}
      notFound={<EmptyState title={t('activity.notFound')} />}
      skeleton={
        <div className="act-detail">
          <SkeletonBlock height={360} radius={0} />
          <SkeletonBlock height={140} radius={14} />
        </div>
      }
    >
      {(a) => (
        <ActivityDetail
          activity={a}
          refetch={q.refetch}
          orderPath={orderPath}
          rules={
            a.rulesHtml.trim() === '' ? null : (
              <Suspense fallback={<SkeletonBlock height={80} radius={8} />}>
                <RichText html={a.rulesHtml} className="act-rules" />
              </Suspense>
            )
          }
        />
      )}
    </DetailPage>
  );
}
