import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { noticePath } from '../../../features/catalogue/paths';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import { formatDate } from '../../../lib/format';
import type { PageProps } from '../../page';
import { useNoticeList, type NoticeCard } from '../../../features/catalogue/api/list-notices';
import '../../../features/catalogue/notice/notice.css';

function Row({ n }: { n: NoticeCard }) {
  const { i18n } = useTranslation();
  return (
    <Link to={noticePath(n.id)} className="ntc-row" data-testid="notice-row" data-id={n.id}>
      <span className="ntc-row__text">
        <span className="ntc-row__title">{n.title}</span>
        {n.summary ? <span className="ntc-row__summary">{n.summary}</span> : null}
        <time className="ntc-row__date" dateTime={new Date(n.publishedAt).toISOString()}>
          {formatDate(n.publishedAt, i18n.language)}
        </time>
      </span>
      {n.coverUrl ? <img className="ntc-row__cover" src={n.coverUrl} alt="" width={88} height={88} loading="lazy" /> : null}
    </Link>
  );
}

/** Spec: /pages/home/notice/list (pull): the platform's notices, newest first. */
export default function NoticeListPage(_: PageProps) {
  const { t, lang } = useCatalogueTexts();
  const list = useNoticeList(lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <div className="ntc-list" data-testid="notice-list">
        <InfiniteList
          items={list.items}
          keyOf={(n) => n.id}
          renderItem={(n) => <Row n={n} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          listClassName="ntc-stack"
          empty={<EmptyState title={t('notice.empty')} />}
        />
      </div>
    </PullRefresh>
  );
}
