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

export default defineConfig({
  plugins: [react(), devRuntime()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2020',
    manifest: true,
    // Every page is its own lazy chunk (decision 016), so the boot carries one preload-map entry per page.
    // The modulepreload polyfill (for browsers without <link rel="modulepreload">: Safari before 17,
    // Firefox before 115) only warms the cache there; without it those browsers load a page's chunks as
    // its imports are met. Its 0.3 KB pays for the route table's longer preload map.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
});
