// Writes README.md's configuration table from the configuration's schema (npm run docs:env).
import fs from 'node:fs';
import path from 'node:path';
import { withEnvTable } from '../config-docs';

const readme = path.resolve(import.meta.dirname, '../../../../README.md');
fs.writeFileSync(readme, withEnvTable(fs.readFileSync(readme, 'utf8')));
console.log('README.md: configuration table written');
