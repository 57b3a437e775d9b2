import { ErrorCode } from '@curio/contract/client';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useSharedItem } from '../api/get-shared-item';
import { useShareTexts } from '../texts';
import '../share.css';

/**
 * A held item someone shared (decision 070), read-only, for anyone with the link: the image, the name,
 * the serial and the holder's masked nickname; nothing to buy, gift or sell here. When its sharer no
 * longer holds it, the page says so and offers the collection instead.
 */
export function SharedItemView({ token, collectionPath }: { token: string | null; collectionPath: (id: number) => string }) {
  const { t, lang } = useShareTexts();
  const q = useSharedItem(token, lang);
  if (token === null) return <EmptyState title={t('share.item.invalid')} />;
  if (q.isPending)
    return (
      <main className="share-item" aria-busy="true">
        <SkeletonBlock height={343} radius={14} />
        <SkeletonBlock height={120} radius={14} />
      </main>
    );
  if (q.isError) {
    const e = q.error;
    const gone = isRequestError(e, 'business') && e.code === ErrorCode.SHARE_ITEM_GONE;
    const collectionId = gone ? (e.data as { collectionId?: number } | null)?.collectionId : undefined;
    const invalid = isRequestError(e, 'business') && e.code === ErrorCode.SHARE_LINK_INVALID;
    return (
      <main className="share-item" data-testid="shared-item-refused">
        <EmptyState title={gone ? t('share.item.gone') : invalid ? t('share.item.invalid') : e.message} />
        {collectionId ? (
          <Link className="share-item__link" to={collectionPath(collectionId)} data-testid="shared-item-collection">
            {t('share.item.viewCollection')}
          </Link>
        ) : null}
      </main>
    );
  }
  const item = q.data;
  return (
    <main className="share-item" data-testid="shared-item">
      <article className="share-item__card">
        <img className="share-item__media" src={item.coverUrl} alt={item.name} />
        <div className="share-item__info">
          <p className="share-item__eyebrow">{t('share.item.heading')}</p>
          <h2 className="share-item__name" data-testid="shared-item-name">
            {item.name}
          </h2>
          <div className="share-item__row">
            <span>{t('share.item.serial')}</span>
            <b data-testid="shared-item-serial">
              #{item.serial}/{item.totalSupply}
            </b>
          </div>
          {item.holder ? (
            <div className="share-item__row" data-testid="shared-item-holder">
              <span>{t('share.item.holder', { name: item.holder })}</span>
            </div>
          ) : null}
        </div>
      </article>
      <p className="share-item__note">{t('share.item.readOnly')}</p>
      <Link className="share-item__link" to={collectionPath(item.collectionId)} data-testid="shared-item-collection">
        {t('share.item.viewCollection')}
      </Link>
    </main>
  );
}
