import crypto from 'node:crypto';

/**
 * The page's one inline script (decision 024). Routes are hash routes (spec section 2), so the server
 * cannot see which page a link opens: it renders the home's first screen into every page. When the
 * address names another page (`#/pages/market/index`), this marks `<html data-deep-link>` before the
 * body is parsed, and the page's style hides the rendered home: the link's page paints when the app
 * renders it, and no one sees the home first. It also starts that page's chunks, CSS and texts at
 * once (module preloads and style preloads), read from the route map the server writes just before it:
 * without it they would start only once the entry has run. On the home it preloads the first banner
 * (the largest image), which a link to another page then does not fetch (decision 029).
 */
export const ROUTE_GATE_SCRIPT =
  '(function(){var d=document,h=location.hash,m={f:[],r:{}},e=d.getElementById("curio-routes");' +
  'try{if(e)m=JSON.parse(e.textContent)}catch(x){}' +
  'function a(v){var l=d.createElement("link");for(var k in v)l.setAttribute(k,v[k]);d.head.appendChild(l)}' +
  // The home (decision 024): its first banner, the largest image, loads first.
  'if(!h||h==="#"||h==="#/"){if(m.i)a({rel:"preload",as:"image",fetchpriority:"high",href:m.i});return}' +
  'd.documentElement.setAttribute("data-deep-link","");' +
  // Another page (decision 029): its own files start now, beside the entry, from the route map.
  'var r=m.r[h.slice(1).split("?")[0]]||[];for(var i=0;i<r.length;i++){var f=m.f[r[i]];' +
  'a(/\\.css$/.test(f)?{rel:"preload",as:"style",crossorigin:"",href:"/assets/"+f}:{rel:"modulepreload",crossorigin:"",href:"/assets/"+f})}})()';

/**
 * The route map the gate reads (decision 029), a JSON data block written before it: `f` the built files
 * (their names under `/assets/`),
 * `r` for each route path the indexes of the files a link to it loads first (its page's chunk and the
 * chunks it imports, its CSS, its texts in the page's language), without what the page itself loads.
 */
export interface RouteMap {
  f: string[];
  r: Record<string, number[]>;
  /** The home's first banner: preloaded on the home only, not on a link to another page. */
  i?: string;
}
export const ROUTE_MAP_ID = 'curio-routes';

/** The style that goes with it: the rendered home is not shown on a link to another page. */
export const ROUTE_GATE_STYLE = 'html[data-deep-link] #root[data-ssr]{display:none}';

/** The script's hash for the content security policy, which allows this inline script and no other. */
export const ROUTE_GATE_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(ROUTE_GATE_SCRIPT, 'utf8').digest('base64')}'`;
