import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server's render of the home's first screen (decision 024): `src/entry-server.tsx` as an ES module
// for Node, into dist-ssr/ beside (not inside) the served dist/. Every dependency is bundled in, so the
// folder runs wherever it is copied to; the pages the home does not import stay chunks that never load.
export default defineConfig({
  plugins: [react()],
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
