import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operator console (issue 17, decision 037): its own bundle, served by the server at /console/ on
// every host. Nothing here is shared with the storefront's bundle (apps/web).
const api = process.env.CURIO_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: '/console/',
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // The kit in its own long-lived chunks: a console release that changes only pages keeps them cached.
        manualChunks: (id) => {
          if (!id.includes('/node_modules/')) return undefined;
          if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/\/node_modules\/(echarts|zrender)\//.test(id)) return 'charts';
          if (/\/node_modules\/(@tiptap|prosemirror-[\w-]+)\//.test(id)) return 'editor';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: api, changeOrigin: false } },
  },
});
