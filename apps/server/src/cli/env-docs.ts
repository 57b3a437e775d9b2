// Writes the configuration table of README.md and docs/deploy.md from the configuration's schema (npm run docs:env).
import fs from 'node:fs';
import path from 'node:path';
import { withEnvTable } from '../config-docs';

const root = path.resolve(import.meta.dirname, '../../../..');
for (const file of ['README.md', 'docs/deploy.md']) {
  const full = path.join(root, file);
  fs.writeFileSync(full, withEnvTable(fs.readFileSync(full, 'utf8')));
  console.log(`${file}: configuration table written`);
}
