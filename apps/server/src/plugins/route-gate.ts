import crypto from 'node:crypto';

/**
 * The page's one inline script (decision 024). Routes are hash routes (spec section 2), so the server
 * cannot see which page a link opens: it renders the home's first screen into every page. When the
 * address names another page (`#/pages/market/index`), this marks `<html data-deep-link>` before the
 * body is parsed, and the page's style hides the rendered home: the link's page paints when the app
 * renders it, and no one sees the home first.
 */
export const ROUTE_GATE_SCRIPT =
  '(function(){var h=location.hash;if(h&&h!=="#"&&h!=="#/")document.documentElement.setAttribute("data-deep-link","")})()';

/** The style that goes with it: the rendered home is not shown on a link to another page. */
export const ROUTE_GATE_STYLE = 'html[data-deep-link] #root[data-ssr]{display:none}';

/** The script's hash for the content security policy, which allows this inline script and no other. */
export const ROUTE_GATE_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(ROUTE_GATE_SCRIPT, 'utf8').digest('base64')}'`;
