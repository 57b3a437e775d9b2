import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from './index';

const here = dirname(fileURLToPath(import.meta.url));

describe('package entry', () => {
  it('re-exports every module', () => {
    for (const name of [
      'LANGUAGES',
      'normalizeLanguage',
      'pickLanguage',
      'localize',
      'localizedTextSchema',
      'SUCCESS_CODE',
      'envelope',
      'PayChannelType',
      'payMethodSchema',
      'OrderStatus',
      'ErrorCode',
      'errorCatalogue',
      'errorMessage',
      'isErrorCode',
      'runtimeTexts',
      'runtimeText',
      'PHONE_AREAS',
      'isValidPhone',
      'passwordSchema',
      'isValidIdCardNumber',
      'priceRangeSchema',
      'maskPhone',
      'maskIdCard',
      'REQUEST_TIMEOUT_MS',
      'grayLevel',
      'themeMode',
      'SIGNED_HEADERS',
      'canonicalString',
      'signRequest',
      'createNonce',
      'SIGNING_VECTORS',
    ]) {
      expect(contract, name).toHaveProperty(name);
    }
  });
  it('keeps the `// calls` line where the calls module is exported', () => {
    const lines = readFileSync(join(here, 'index.ts'), 'utf8').split('\n');
    expect(lines.some((l) => l.trim() === '// calls')).toBe(true);
  });
  it('runtime sources import nothing from node: (they run in the browser)', () => {
    const files = (readdirSync(here, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files).toContain(join('calls', 'sale', 'schemas.ts'));
    for (const file of files) {
      const text = readFileSync(join(here, file), 'utf8');
      expect(/from ['"]node:|require\(|\bBuffer\.|\bprocess\./.test(text), file).toBe(false);
    }
  });
});
