import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Every HTML from the server goes through DOMPurify (BRIEF: rich text). Links open outside the app
// without handing it the opener.
let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The operator's HTML, sanitized: no scripts, handlers, frames or forms. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
