// Starts and stops a throwaway S3-compatible server for tests (decision 051): s3rver, an npm package, run as a
// child process through its command line, on a free loopback port, keeping its objects in a temporary folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * s3rver's only key pair. Another key id is refused (InvalidAccessKeyId); the secret is not checked, since s3rver
 * does not verify version-4 signatures (the SDK's signing is the SDK's to prove, not ours).
 */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const READY_WITHIN_MS = 30_000;

/**
 * Starts s3rver with a bucket made at start; resolves once the bucket answers.
 * Returns { endpoint, region, bucket, accessKeyId, secretAccessKey, stop } (stop kills it and removes the folder;
 * it is synchronous, so it may run in an exit handler).
 */
export async function startS3Server({ bucket = 'curio-test' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'curio-s3-'));
  const bin = require.resolve('s3rver/bin/s3rver.js');
  // Port 0: the system picks a free port, and s3rver prints the one it listens on. s3rver 3.7.1 makes ListObjectsV2's
  // continuation tokens with DES, which OpenSSL 3 (Node 17 and later) keeps in its legacy provider: without it a
  // listing longer than a page fails with InternalError.
  const args = [
    '--openssl-legacy-provider',
    bin,
    '-d',
    path.join(dir, 'data'),
    '-a',
    '127.0.0.1',
    '-p',
    '0',
    '-s',
    '--configure-bucket',
    bucket,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = null;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  child.on('exit', (code, signal) => (exited = `exited (${code ?? signal})`));

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (exited === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    const deadline = Date.now() + READY_WITHIN_MS;
    let endpoint;
    for (;;) {
      if (exited !== null) throw new Error(`s3rver ${exited}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`s3rver did not answer within ${READY_WITHIN_MS} ms:\n${output}`);
      const port = endpoint ? undefined : /listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) endpoint = `http://127.0.0.1:${port}`;
      // Ready when the bucket answers its listing (anonymous reads of a listing are allowed by s3rver).
      if (endpoint && (await answers(`${endpoint}/${bucket}?max-keys=0`))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // It must not keep the caller alive (the caller stops it, or it dies with the caller's process group).
    child.unref();
    child.stdout.unref?.();
    child.stderr.unref?.();
    return { endpoint, region: 'us-east-1', bucket, accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}
