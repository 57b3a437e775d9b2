import { build } from 'vite';
const plain = process.argv[2] === 'plain';
const res = await build({ root: process.cwd(), logLevel: 'silent', build: { write: false, ...(plain ? { rollupOptions: { output: { manualChunks: undefined } } } : {}) } });
const out = Array.isArray(res) ? res[0].output : res.output;
for (const c of out) if (c.type === 'chunk' && c.isEntry) { for (const [id, m] of Object.entries(c.modules)) if (m.renderedLength > 0) console.log(m.renderedLength, id.replace(/.*node_modules\//, 'nm/').replace('/work/wt/web/', '')); }
