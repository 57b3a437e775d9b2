import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { sizedImage } from '../../../lib/image';
import type { DisplayedItem, PersonalPage } from '../api/get-personal-page';
import { useDisplayedList } from '../api/list-displayed';
import { useSocialTexts } from '../texts';
import { DisplayedSheet } from './displayed-sheet';

function Tile({ item, onOpen }: { item: DisplayedItem; onOpen: (item: DisplayedItem) => void }) {
  const { t } = useSocialTexts();
  return (
    <button
      type="button"
      className="social-tile"
      onClick={() => onOpen(item)}
      aria-label={t('social.item.open', { name: item.name })}
      data-testid="displayed-item"
      data-card-nft-id={item.cardNftId}
    >
      <span className="social-tile__cover">
        <img {...sizedImage(item.coverUrl, '(max-width: 750px) 50vw, 375px')} alt="" loading="lazy" />
        <span className="social-tile__serial">{t('social.item.serial', { serial: item.serial, total: item.totalSupply })}</span>
      </span>
      <span className="social-tile__name">{item.name}</span>
    </button>
  );
}

/**
 * The collectibles a user shows: the personal page's first ones, then the rest from `listDisplayed` as
 * the list reaches the bottom. A tap opens the item's public sheet.
 */
export function DisplayedGrid({
  page,
  userId,
  emptyAction,
}: {
  page: PersonalPage;
  /** The page's user as asked (null: mine). */
  userId: number | null;
  /** On my own empty page: where to find something to show (given by the route). */
  emptyAction?: { text: string; onClick: () => void };
}) {
  const { t, lang } = useSocialTexts();
  const [open, setOpen] = useState<DisplayedItem | null>(null);
  const paged = page.displayed.nextCursor !== null;
  const more = useDisplayedList(userId, lang, paged);
  const items = paged && more.items.length > 0 ? more.items : page.displayed.items;
  return (
    <section className="social-section" data-testid="displayed-grid">
      <h2 className="social-h2">
        {t('social.page.displayed')}
        <span className="social-h2__count">{page.displayedCount}</span>
      </h2>
      <InfiniteList
        listClassName="social-grid"
        items={items}
        keyOf={(i) => i.cardNftId}
        renderItem={(i) => <Tile item={i} onOpen={setOpen} />}
        hasMore={paged ? more.hasMore : false}
        loadMore={more.loadMore}
        status={paged ? more.status : 'success'}
        onRetry={more.retry}
        skeleton={
          <div className="social-grid">
            {[0, 1, 2, 3].map((i) => (
              <SkeletonBlock key={i} height={200} radius={14} />
            ))}
          </div>
        }
        empty={
          page.me ? (
            <EmptyState title={t('social.page.emptyMine')} description={t('social.page.emptyMineDesc')} action={emptyAction} />
          ) : (
            <EmptyState title={t('social.page.emptyOther')} />
          )
        }
      />
      <DisplayedSheet item={open} onClose={() => setOpen(null)} />
    </section>
  );
}
