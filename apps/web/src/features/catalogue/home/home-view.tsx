import { useQueryClient } from '@tanstack/react-query';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LazyErrorState } from '../../../components/ui/lazy-error-state';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { useHomeDecoration, type HomeDecoration } from '../api/home-decoration';
import { HomeHeader } from './home-header';
import { BANNER_SIZES } from './banner-sizes';
import { sizedImage } from '../../../lib/image';
import type * as HomeContentChunk from './home-content';
import { useServerLazy, useServerMarkup } from '../../../lib/server-markup';

// What is below the banners (notices, sections, categories, the lists with their cards, sorts and
// infinite scroll) is its own chunk, fetched at once in parallel with the page's data: the home
// route's first load carries only the header and the banners' frame (decision 006's budget).
type ContentModule = typeof HomeContentChunk;
let contentModule: ContentModule | null = null;
const loadContent = () =>
  import('./home-content').then((m) => {
    contentModule = m;
    return m;
  });
/**
 * The content's chunk once it is in, else null. The server's render and the hydration of its markup
 * read null (decision 024): they show the still banner and the placeholder, as the server wrote them.
 * A page rendered after the chunk came (another visit of the home) has it at once; otherwise it comes in
 * a transition, so that React renders the notices, sections and cards in slices that yield to the
 * browser rather than in one long task (decision 081).
 */
function useContentModule(): ContentModule | null {
  const serverMarkup = useServerMarkup();
  const [arrived, setArrived] = useState<ContentModule | null>(null);
  const content = serverMarkup ? null : (arrived ?? contentModule);
  useEffect(() => {
    if (content) return;
    let live = true;
    loadContent().then(
      (m) => {
        if (live) startTransition(() => setArrived(m));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [content]);
  return content;
}

/** Space kept for the content while its chunk and data arrive, so that nothing jumps when it shows. */
function ContentPlaceholder() {
  return <div className="home-content-placeholder" aria-busy="true" />;
}

/**
 * The banners. Until the swiper's code is in (it comes with the content's chunk), the first banner
 * stands still in the same frame: the first paint needs one image, not the carousel.
 */
function Banners({ banners, content }: { banners: HomeDecoration['banners'] | undefined; content: ContentModule | null }) {
  const loading = useServerLazy();
  if (!banners) return <div className="home-banners home-banners--loading" aria-hidden="true" />;
  const first = banners[0];
  if (!first) return null;
  const still = (
    <div className="home-banners home-banners--still">
      {/* In the server's markup lazy as well as high priority: the page's gate preloads it on the home, and a
          link to another page, which hides the server's home, then does not fetch it (decision 029). */}
      <img
        {...sizedImage(first.imageUrl, BANNER_SIZES)}
        alt={first.title}
        fetchPriority="high"
        decoding="async"
        loading={loading}
      />
    </div>
  );
  if (!content) return still;
  const { HomeBanners } = content;
  return (
    <Suspense fallback={still}>
      <HomeBanners banners={banners} />
    </Suspense>
  );
}

/** The home page (spec: /, /pages/home/index; pull): banners, notices, sections, categories and the lists. */
export function HomeView() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const decoration = useHomeDecoration(i18n.language);
  const content = useContentModule();
  const HomeContent = content?.default ?? null;
  // The content's chunk starts loading with the page; once in, it fetches the categories and the cards'
  // texts at once, while the decoration may still be on its way.
  useEffect(() => {
    void loadContent()
      .then((m) => m.prepareContent(queryClient, i18n.language))
      .catch(() => undefined);
  }, [queryClient, i18n.language]);

  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: ['home-decoration'], type: 'active' }),
      queryClient.refetchQueries({ queryKey: ['category-tree'], type: 'active' }),
      queryClient.resetQueries({ queryKey: ['collections'], type: 'active' }),
    ]);

  return (
    <PullRefresh className="home-pull" onRefresh={refresh}>
      <HomeHeader />
      <main className="home-body">
        {decoration.isError ? (
          // Shown only when the home page could not load: not part of the first load either.
          <LazyErrorState
            fallback={<ContentPlaceholder />}
            title={t('home.bannerFailed')}
            onRetry={() => void decoration.refetch()}
          />
        ) : (
          <Banners banners={decoration.data?.banners} content={content} />
        )}
        {decoration.isPending || !HomeContent ? (
          <ContentPlaceholder />
        ) : (
          <Suspense fallback={<ContentPlaceholder />}>
            <HomeContent decoration={decoration.data} />
          </Suspense>
        )}
      </main>
    </PullRefresh>
  );
}
