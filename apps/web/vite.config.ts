import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Development only: the server writes the signing key into the page it serves; the Vite dev server
// does the same here so that `npm run dev` signs like production.
const api = process.env.CURIO_API ?? 'http://localhost:8080';
const devSignKey = process.env.SIGN_KEY ?? 'curio-dev-sign-key';

const devRuntime = (): Plugin => ({
  name: 'curio-dev-runtime',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(
      '</head>',
      `<script id="curio-runtime" type="application/json">${JSON.stringify({ signKey: devSignKey })}</script></head>`,
    ),
});

/** The pages whose chunks load in parallel with them: the tabs (home, market, mine), the drop details, login, the cashier, an order. */
const PRELOADED_PAGES = /\/(home|market|mine|collection|blind-box|series|login|cashier|order-detail)-page-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), devRuntime()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2020',
    manifest: true,
    // Every page is its own lazy chunk and the bundler groups what pages share (decision 016); the boot
    // carries one preload-map entry per page. The modulepreload polyfill is left out: it only warms the
    // cache in browsers without <link rel="modulepreload"> (Safari before 17, Firefox before 115), where a
    // page's chunks then load as its imports are met.
    modulePreload: {
      polyfill: false,
      // The boot lists, for each lazy page, the chunks to fetch with it. Pages on the way to a purchase
      // keep their whole list; the others list only their CSS, and fetch their shared chunks when their
      // imports are met (one more round trip the first time such a page opens).
      resolveDependencies: (file, deps) => (PRELOADED_PAGES.test(file) ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
});
