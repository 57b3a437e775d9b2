import crypto from 'node:crypto';

/**
 * The page's one inline script (decision 024). Routes are hash routes (spec section 2), so the server
 * cannot see which page a link opens: it renders the home's first screen into every page. When the
 * address names another page (`#/pages/market/index`), this marks `<html data-deep-link>` before the
 * body is parsed, and the page's style hides the rendered home: the link's page paints when the app
 * renders it, and no one sees the home first. It also starts that page's chunks, CSS and texts at
 * once (module preloads and style preloads), read from the route map the server writes just before it:
 * without it they would start only once the entry has run. On the home it preloads the first banner
 * (the largest image), which a link to another page then does not fetch (decision 029). It starts the app's
 * boot too: at once where the app paints the page, and where a first screen is shown, once the screen's
 * largest image has painted (decision 087) or at the visitor's first touch or key, whichever comes first; a tap on
 * the home's buttons meanwhile is kept for the app to replay (decision 088).
 */
export const ROUTE_GATE_SCRIPT =
  '(function(){var d=document,h=location.hash,m={f:[],r:{}},e=d.getElementById("curio-routes");' +
  'try{if(e)m=JSON.parse(e.textContent)}catch(x){}' +
  'function a(v){var l=d.createElement("link");for(var k in v)l.setAttribute(k,v[k]);d.head.appendChild(l)}' +
  // Once the body is parsed: put a first screen's markup in before the root, start the app's entry.
  'function n(f){if(d.readyState==="loading")d.addEventListener("readystatechange",function o(){d.removeEventListener("readystatechange",o);f()});else f()}' +
  // The app's boot (decision 032): its scripts' module preloads, its entry once the body is parsed, as the
  // page's own tags would (`b` the files, `e` the entry's index). `R`: a fetched screen's route files, which
  // start with the boot (decision 086), not before.
  'var b=m.b||[],w=0,R=[];function B(){if(w)return;w=1;var x=b.concat(R);for(var i=0;i<x.length;i++)a({rel:"modulepreload",crossorigin:"",href:x[i]});' +
  'if(b[m.e|0])n(function(){var c=d.createElement("script");c.type="module";c.crossOrigin="anonymous";c.src=b[m.e|0];d.head.appendChild(c)})}' +
  // A first screen's largest image, preloaded first (decision 024: the home's first banner).
  'function P(s){var g={rel:"preload",as:"image",fetchpriority:"high"};if(s.h)g.href=s.h;if(s.ss)g.imagesrcset=s.ss;if(s.sz)g.imagesizes=s.sz;a(g)}' +
  // Where a first screen is shown (the home, a screen in the page, a fetched screen), the boot waits until the
  // screen's largest image has been painted (decision 087): its largest-contentful-paint entry where the browser
  // reports one (else its load and a frame), a frame for a screen without an image, 3 s at most. The screen
  // paints without the app, and the boot's scripts do not share the link with its image.
  'function L(){window.requestAnimationFrame?requestAnimationFrame(function(){setTimeout(B,0)}):B()}' +
  'function W(g){var O=window.PerformanceObserver,o=O&&O.supportedEntryTypes&&O.supportedEntryTypes.indexOf("largest-contentful-paint")>=0,' +
  'z=function(){o?setTimeout(B,500):L()};if(o)new O(function(l,v){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].element===g){v.disconnect();B()}})' +
  '.observe({type:"largest-contentful-paint",buffered:true});if(g.complete)z();else{g.addEventListener("load",z);g.addEventListener("error",L)}}' +
  'function G(x){var g=d.querySelector(x+" img[fetchpriority=high]")||d.querySelector(x+" img");if(g)W(g);else L()}' +
  'function H(x){setTimeout(B,3000);T(x==="#root");n(function(){G(x)})}' +
  // While the boot waits, a visitor's first touch or key starts it at once: the wait is for the first paint, not
  // for them (decision 088). On the home, a tap on one of the markup's buttons before the app has taken over is
  // kept on the root (`curioTap`) for the app to send again once it has (main.tsx); a link works without the app.
  'function T(o){var f=function(){d.removeEventListener("pointerdown",f,!0);d.removeEventListener("keydown",f,!0);B()};' +
  'd.addEventListener("pointerdown",f,!0);d.addEventListener("keydown",f,!0);if(o)d.addEventListener("click",function(v){' +
  'var t=v.target,r=d.getElementById("root");if(r&&r.hasAttribute("data-ssr")&&r.contains(t)&&!(t.closest&&t.closest("a[href]")))r.curioTap=t},!0)}' +
  // The home (decision 024): its first banner, the largest image, loads first.
  'if(!h||h==="#"||h==="#/"){if(m.i)P(m.i);H("#root");return}' +
  'var de=d.documentElement,u=h.slice(1),p=u.split("?")[0],s=m.s&&u===p?m.s[p]:null,q=null;de.setAttribute("data-deep-link","");' +
  'function k(v){var t=d.getElementById("root");if(!t||!de.hasAttribute("data-screen")||de.hasAttribute("data-app"))return;' +
  'var c=d.createElement("div");c.className="curio-screen";c.setAttribute("data-path",p);' +
  'if(typeof v==="string")c.innerHTML=v;else c.appendChild(v);t.parentNode.insertBefore(c,t)}' +
  // A screen in the page (decision 032, at its bare path): its image first, its template's content shown.
  'if(s){de.setAttribute("data-screen",p);if(s.h||s.ss)P(s);' +
  'n(function(){var t=d.querySelectorAll("template.curio-screen");for(var j=0;j<t.length;j++)if(t[j].getAttribute("data-path")===p){k(t[j].content);t[j].remove()}})}' +
  // A screen the server writes for the address (decision 032): asked for now, for a signed-in user (a token
  // in the link, or a stored session); the app's root stays hidden until it is in or is not coming.
  'else if(m.q&&m.q.indexOf(p)>=0&&window.fetch){var y=/[?&]token=/.test(location.search);try{y=y||!!localStorage.getItem("curio:session")}catch(x){}' +
  'if(y){de.setAttribute("data-screen",p);q=1;setTimeout(B,3000);T(0);' +
  'fetch("/first-screen?r="+encodeURIComponent(u),{credentials:"same-origin"})' +
  '.then(function(x){return x.status===200?x.text():""}).then(function(v){n(function(){if(v)k(v);else if(!d.querySelector(".curio-screen"))de.removeAttribute("data-screen");' +
  'G(".curio-screen")})},' +
  'function(){if(!d.querySelector(".curio-screen"))de.removeAttribute("data-screen");B()})}}' +
  // Another page (decision 029): its own files start now, beside the entry, from the route map, after the
  // boot's (B: the app paints this page, so its boot starts at once; the boot runs first, and on a phone's six
  // connections the files asked for first are fetched first). A shown screen needs its route's CSS applied
  // (a stylesheet that blocks rendering until loaded) before the boot, and not its scripts yet: they would share
  // the link with the screen. A fetched screen's route scripts start with the boot's, once its image is painted
  // (decision 086: asked for by the app's loader instead, some twenty module preloads were put in in one of the
  // boot's long tasks); the market's screen leaves them to the app, at boot.
  'if(!s&&!q)B();var r=m.r[p]||[];for(var i=0;i<r.length;i++){var f="/assets/"+m.f[r[i]];' +
  'if(/\\.css$/.test(f))a(s||q?{rel:"stylesheet",crossorigin:"",blocking:"render",href:f}:{rel:"preload",as:"style",crossorigin:"",href:f});' +
  'else if(!s&&!q)a({rel:"modulepreload",crossorigin:"",href:f});else if(q)R.push(f)}if(s)H(".curio-screen")})()';

/**
 * The route map the gate reads (decision 029), a JSON data block written before it: `f` the built files
 * (their names under `/assets/`),
 * `r` for each route path the indexes of the files a link to it loads first (its page's chunk and the
 * chunks it imports, its CSS, its texts in the page's language), without what the page itself loads.
 */
export interface RouteMap {
  f: string[];
  r: Record<string, number[]>;
  /**
   * The home's first banner, as the rendered home asks for it: preloaded on the home only, not on a link to
   * another page.
   */
  i?: ScreenImage;
  /**
   * The routes whose first screen is in the page (decision 032), by path: shown at that exact address,
   * with the screen's largest image preloaded (absent when it has none).
   */
  s?: Record<string, ScreenImage | Record<string, never>>;
  /** The routes whose first screen the gate asks the server for (`GET /first-screen?r=<route>`, decision 032). */
  q?: string[];
  /**
   * The app's boot (decisions 032, 087): the page's module scripts (the entry and its module preloads, in the
   * page's order, under their own paths), the boot language's texts and on a DID link's page its parser, which
   * the server takes out of every page with the gate for the gate to start, and `e` the entry's index among them.
   */
  b?: string[];
  e?: number;
}

/** A first screen's largest image as the gate preloads it: `h` its src, `ss` its srcset, `sz` its sizes. */
export interface ScreenImage {
  h?: string;
  ss?: string;
  sz?: string;
}
export const ROUTE_MAP_ID = 'curio-routes';

/**
 * The style that goes with it: the rendered home is not shown on a link to another page, and while another
 * first screen is shown (decision 032) neither is the app's root, until the app's page replaces the screen.
 */
export const ROUTE_GATE_STYLE = 'html[data-deep-link] #root[data-ssr],html[data-screen] #root{display:none}';

/** The script's hash for the content security policy, which allows this inline script and no other. */
export const ROUTE_GATE_CSP_SOURCE = `'sha256-${crypto.createHash('sha256').update(ROUTE_GATE_SCRIPT, 'utf8').digest('base64')}'`;
