import { ErrorCode } from '@curio/contract/client';
import { DetailPage } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useAirdrop } from '../../../features/airdrop/api/get-airdrop';
import { AirdropDetail } from '../../../features/airdrop/components/airdrop-detail';
import { airdropIdParam } from '../../../features/airdrop/paths';
import { useAirdropTexts } from '../../../features/airdrop/texts';
import { useSaleRefresh } from '../../../features/sale/api/refresh';
import { myCollectiblePath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/airdrop/airdrop.css';

/**
 * Spec: /pages/detail/airdrop?id= (pull; login): one airdrop offered to me — receive it, then follow the
 * item to my collectible's page (the sale feature's), where it shows "minting" until the chain confirms.
 */
export default function AirdropDetailPage({ query }: PageProps) {
  const { t, lang } = useAirdropTexts();
  const id = airdropIdParam(query.id);
  const q = useAirdrop(id, lang);
  const refresh = useSaleRefresh();
  // An airdrop not offered to me answers "activity does not exist": shown as not found, with its message.
  const notOffered = isRequestError(q.error) && q.error.code === ErrorCode.ACTIVITY_NOT_FOUND;
  const notFound = (
    <EmptyState title={t('airdrop.notFound')} description={notOffered && isRequestError(q.error) ? q.error.message : undefined} />
  );
  return (
    <DetailPage
      query={notOffered ? { ...q, isError: false, error: null, isPending: false, data: undefined } : q}
      missing={id === null || notOffered}
      notFound={notFound}
      skeleton={
        <div className="airdrop-page">
          <SkeletonBlock height={360} radius={14} />
          <SkeletonBlock height={140} radius={14} />
        </div>
      }
    >
      {(a) => (
        <AirdropDetail airdrop={a} refetch={q.refetch} itemPath={myCollectiblePath} onReceived={() => void refresh.minted()} />
      )}
    </DetailPage>
  );
}
