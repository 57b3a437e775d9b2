/**
 * A throwaway self-signed certificate for `localhost` and every `*.localhost` tenant host (the demo tenants),
 * made with openssl in a temporary folder that is removed at once: for the HTTPS front of the tests and the
 * Lighthouse bench (docs/deploy.md's `listen 443 ssl http2`). Never for production: a browser trusts it only
 * when told to ignore certificate errors.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
