import fs from 'node:fs';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '..');

/** The app's route table as [{ path, module }] read from src/app/routes.ts (module: source path relative to apps/web). */
export function readRouteTable() {
  const file = path.join(webRoot, 'src/app/routes.ts');
  const text = fs.readFileSync(file, 'utf8');
  const out = [];
  const re = /path:\s*'([^']+)'\s*,\s*page:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const m of text.matchAll(re)) {
    const abs = path.resolve(path.dirname(file), m[2]);
    const ext = ['.tsx', '.ts'].find((e) => fs.existsSync(abs + e)) ?? '.tsx';
    out.push({ path: m[1], module: path.relative(webRoot, abs + ext) });
  }
  return out;
}
