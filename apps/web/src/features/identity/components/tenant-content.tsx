import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useTenantContent, type TenantContentKind } from '../api/get-tenant-content';
import { QueryState } from '../../../components/query-state';

/** Tenant HTML, sanitized again here: only formatting, no scripts, handlers or frames. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/** One of the tenant's documents (agreement, policy, real-name agreement, DID note) as formatted text. */
export function TenantContent({
  kind,
  showTitle = false,
  quiet = false,
}: {
  kind: TenantContentKind;
  showTitle?: boolean;
  /** Nothing at all while loading, on failure or when empty (an optional note). */
  quiet?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const content = useTenantContent(kind, i18n.language);
  const { data, isPending, isError } = content;
  const html = useMemo(() => (data ? sanitizeHtml(data.html) : ''), [data]);

  if (quiet && (isPending || isError || !html.trim())) return null;
  return (
    <QueryState
      queries={[content]}
      skeleton={
        <div className="auth-doc" aria-busy="true">
          <SkeletonBlock width="60%" height={20} />
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonBlock key={i} width={i % 3 === 2 ? '70%' : '100%'} />
          ))}
        </div>
      }
    >
      {(doc) =>
        !html.trim() ? (
          <EmptyState title={t('auth.contentEmpty')} />
        ) : (
          <article className="auth-doc" data-testid={`content-${kind}`}>
            {showTitle && doc.title ? <h2 className="auth-doc__title">{doc.title}</h2> : null}
            {doc.updatedAt > 0 ? (
              <p className="auth-doc__meta">{t('auth.contentUpdated', { date: formatDate(doc.updatedAt, i18n.language) })}</p>
            ) : null}
            <div className="auth-doc__body" dangerouslySetInnerHTML={{ __html: html }} />
          </article>
        )
      }
    </QueryState>
  );
}
