import { startBuiltServer } from '/work/wt/lcp/scripts/built-server';
import Database from 'better-sqlite3';
const s = await startBuiltServer({ name: "lcp-probe" }); (s as any);
try {
  const db = new Database(s.dbFile);
  const tid = (db.prepare("SELECT id FROM tenants WHERE code='demo'").get() as any).id;
  const c = db.prepare("SELECT id FROM collections WHERE tenant_id=? AND listed=1 AND media_kind='image' AND sale_start<=? ORDER BY rank DESC, id LIMIT 1").get(tid, Date.now()) as any;
  db.close();
  await fetch(s.url + '/');
  await new Promise((r) => setTimeout(r, 3000));
  for (let i = 0; i < 2; i++) {
    const t0 = Date.now();
    const res = await fetch(`${s.url}/first-screen?r=${encodeURIComponent('/pages/detail/collection?id=' + c.id)}`);
    const text = await res.text();
    console.log(res.status, Date.now() - t0, 'ms', text.length);
    console.log(text.slice(0, 3000));
  }
} finally { await s.stop(); }
