import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { tagLazyImports } from './src/app/build/lazy-sources';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Each lazy import of the app's own modules carries its source path (the browser manifest's key), so the
 * server's entry can say which built files each hash route loads (decision 029). The server build only.
 */
const lazySources = (): Plugin => ({
  name: 'curio-lazy-sources',
  enforce: 'pre',
  async transform(code, id) {
    if (!id.startsWith(path.join(webRoot, 'src') + path.sep) || !/\.tsx?$/.test(id)) return null;
    return tagLazyImports(code, async (specifier) => {
      const resolved = await this.resolve(specifier, id);
      return resolved ? path.relative(webRoot, resolved.id.split('?')[0]!).split(path.sep).join('/') : null;
    });
  },
});

// The server's render of the home's first screen (decision 024): `src/entry-server.tsx` as an ES module
// for Node, into dist-ssr/ beside (not inside) the served dist/. Every dependency is bundled in, so the
// folder runs wherever it is copied to; the pages the home does not import stay chunks that never load.
export default defineConfig({
  plugins: [lazySources(), react()],
  // React's production build, whatever NODE_ENV the server runs with: the markup the client's build hydrates.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.js' } },
  },
});
