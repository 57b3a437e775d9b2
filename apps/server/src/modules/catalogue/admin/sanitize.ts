/**
 * A second line of defence for notice HTML (the web app sanitizes with DOMPurify before showing it):
 * removes script elements (with their content), inline event handlers (on...=) and javascript: URLs.
 * Everything else is kept as the operator wrote it.
 */
export function stripScripts(html: string): string {
  let out = html;
  let before: string;
  do {
    before = out;
    out = out
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<\/?script\b[^>]*>?/gi, '')
      .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(/(href|src|action|formaction|xlink:href)\s*=\s*(["']?)\s*javascript:[^"'\s>]*\2/gi, '$1=$2#$2');
  } while (out !== before);
  return out;
}
