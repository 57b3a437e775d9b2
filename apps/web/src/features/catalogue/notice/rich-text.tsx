import type { DOMPurify } from 'dompurify';
import { use, useMemo } from 'react';

// Every HTML from the server goes through DOMPurify (BRIEF: rich text). It loads with the first article
// shown, not with the notice list. Links open outside the app without handing it the opener.
let purifier: Promise<DOMPurify> | null = null;
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(
    ({ default: purify }) => {
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('href')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer nofollow');
        }
      });
      return purify;
    },
    (error: unknown) => {
      purifier = null;
      throw error;
    },
  );
  return purifier;
}

function clean(purify: DOMPurify, html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** The operator's HTML, sanitized: no scripts, handlers, styles, frames or forms. */
export async function sanitizeHtml(html: string): Promise<string> {
  return clean(await loadPurifier(), html);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const purify = use(loadPurifier());
  const safe = useMemo(() => clean(purify, html), [purify, html]);
  return <div className={className} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
