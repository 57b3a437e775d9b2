import { NotFound } from '../../../features/catalogue/components/not-found';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { idParam } from '../../../features/catalogue/paths';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import { formatDateTime } from '../../../lib/format';
import type { PageProps } from '../../page';
import { useNotice } from '../../../features/catalogue/api/get-notice';
import { RichText } from '../../../features/catalogue/notice/rich-text';
import '../../../features/catalogue/notice/notice.css';
import { DetailPage } from '../../../components/query-state';

function ArticleSkeleton() {
  return (
    <div className="ntc-article" aria-busy="true">
      <SkeletonBlock width="80%" height={24} />
      <SkeletonBlock width="40%" height={12} />
      <SkeletonBlock width="100%" height={14} />
      <SkeletonBlock width="95%" height={14} />
      <SkeletonBlock width="70%" height={14} />
    </div>
  );
}

/** Spec: /pages/home/notice/index?id= (pull): one notice, its rich text sanitized. */
export default function NoticePage({ query }: PageProps) {
  const { lang } = useCatalogueTexts();
  const id = idParam(query.id);
  const q = useNotice(id, lang);
  return (
    <DetailPage query={q} missing={id === null} notFound={<NotFound />} skeleton={<ArticleSkeleton />}>
      {(n) => (
        <article className="ntc-article" data-testid="notice-detail">
          <h1 className="ntc-article__title">{n.title}</h1>
          <time className="ntc-article__date" dateTime={new Date(n.publishedAt).toISOString()}>
            {formatDateTime(n.publishedAt, lang)}
          </time>
          {n.coverUrl ? <img className="ntc-article__cover" src={n.coverUrl} alt="" /> : null}
          <RichText html={n.html} className="ntc-rich" />
        </article>
      )}
    </DetailPage>
  );
}
