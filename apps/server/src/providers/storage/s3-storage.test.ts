import net from 'node:net';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectsUnder, s3Client, s3Options, s3Prefix } from '../../../test/support/s3';
import { S3Storage } from './s3-storage';

/** Every byte value, and enough of them to span several network reads. */
const BINARY = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));

const read = async (storage: S3Storage, key: string) => {
  const stream = await storage.get(key);
  return stream ? buffer(stream) : null;
};

/** Awaits a rejection and hands the error back (fails the test when the call succeeds). */
async function failure(p: Promise<unknown>): Promise<Error & { name: string }> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(Error);
  return e as Error;
}

describe('S3Storage against a real S3-compatible server (s3rver)', () => {
  let prefix: string;
  let storage: S3Storage;
  let client: S3Client;
  beforeAll(() => {
    prefix = s3Prefix('adapter');
    storage = new S3Storage(s3Options(prefix));
    client = s3Client();
  });
  afterAll(() => {
    storage.close();
    client.destroy();
  });

  it('gives back what was put, byte for byte, as a Node stream', async () => {
    await storage.put('t1/round-trip', BINARY);
    const stream = await storage.get('t1/round-trip');
    expect(stream).toBeInstanceOf(Readable);
    expect(Buffer.compare(await buffer(stream!), BINARY)).toBe(0);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('t1/never-stored')).toBeNull();
    expect(await storage.get('t1/never-stored.w480.webp')).toBeNull();
  });

  it('a second put replaces the first', async () => {
    await storage.put('t1/replaced', Buffer.from('first version'));
    await storage.put('t1/replaced', Buffer.from('second'));
    expect((await read(storage, 't1/replaced'))?.toString()).toBe('second');
  });

  it('delete removes the object; deleting a missing key is no error', async () => {
    await storage.put('t1/deleted', Buffer.from('soon gone'));
    await storage.delete('t1/deleted');
    expect(await storage.get('t1/deleted')).toBeNull();
    await expect(storage.delete('t1/deleted')).resolves.toBeUndefined();
  });

  it('keeps its objects under its prefix, and another prefix does not see them', async () => {
    await storage.put('t7/abc', Buffer.from('seven'));
    await storage.put('t7/abc.w480.webp', Buffer.from('variant'));
    const inBucket = await objectsUnder(client, `${prefix}/`);
    expect(inBucket).toEqual(
      expect.arrayContaining([
        { key: `${prefix}/t7/abc`, size: 5 },
        { key: `${prefix}/t7/abc.w480.webp`, size: 7 },
      ]),
    );
    const listed: { key: string; size: number }[] = [];
    for await (const o of storage.list()) listed.push(o);
    expect(listed).toEqual(expect.arrayContaining([{ key: 't7/abc', size: 5 }]));
    expect(listed.every((o) => !o.key.startsWith(prefix))).toBe(true);

    const other = new S3Storage(s3Options(s3Prefix('adapter-other')));
    try {
      expect(await other.get('t7/abc')).toBeNull();
      const seen: unknown[] = [];
      for await (const o of other.list()) seen.push(o);
      expect(seen).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('lists past a page of 1,000 objects', async () => {
    const many = new S3Storage(s3Options(s3Prefix('adapter-many')));
    try {
      const keys = Array.from({ length: 1_005 }, (_, i) => `t1/k${i}`);
      for (let i = 0; i < keys.length; i += 50) {
        await Promise.all(keys.slice(i, i + 50).map((k) => many.put(k, Buffer.from(k))));
      }
      const listed = new Map<string, number>();
      for await (const o of many.list()) listed.set(o.key, o.size);
      expect(listed.size).toBe(keys.length);
      expect(listed.get('t1/k1004')).toBe('t1/k1004'.length);
    } finally {
      many.close();
    }
  });

  it('refuses a key that could leave its folder, before asking the store', async () => {
    for (const key of ['../escape', 't1/../t2/x', '/t1/x', '', 't1//x', 't1/x y']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });

  // (s3rver checks the key id but not version-4 signatures, so a wrong secret cannot be shown here.)
  it('throws, never answers "missing", when the store refuses: an unknown key id, a bucket that is not there', async () => {
    const options = s3Options(prefix);
    const unknownKey = new S3Storage({ ...options, accessKeyId: 'NOBODY', maxAttempts: 1 });
    const noBucket = new S3Storage({ ...options, bucket: 'no-such-bucket', maxAttempts: 1 });
    try {
      expect((await failure(unknownKey.get('t1/never-stored'))).name).toBe('InvalidAccessKeyId');
      expect((await failure(noBucket.get('t1/never-stored'))).name).toBe('NoSuchBucket');
      expect((await failure(noBucket.put('t1/x', Buffer.from('x')))).name).toBe('NoSuchBucket');
    } finally {
      for (const s of [unknownKey, noBucket]) s.close();
    }
  });
});

describe('S3Storage when the store cannot be reached', () => {
  it('fails at once when nothing listens at the endpoint', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    const storage = new S3Storage({ ...s3Options('nowhere'), endpoint: `http://127.0.0.1:${port}`, maxAttempts: 2 });
    try {
      const e = await failure(storage.get('t1/x'));
      expect(e.message + String((e as { code?: string }).code)).toMatch(/ECONNREFUSED/);
    } finally {
      storage.close();
    }
  });

  describe('a store that takes the connection and never answers', () => {
    let server: net.Server;
    let endpoint: string;
    const held: net.Socket[] = [];
    beforeAll(async () => {
      server = net.createServer((socket) => {
        held.push(socket);
        socket.on('error', () => {});
        socket.resume(); // reads the request, answers nothing
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      endpoint = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const s of held) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    // The call is held for ever: only the timeouts end it, which is what these prove (no upper bound on a busy
    // machine; the test's own timeout is the watchdog).
    it('a download fails with a TimeoutError once the connection has been idle for the timeout', async () => {
      const idleMs = 400;
      const storage = new S3Storage({
        ...s3Options('hung'),
        endpoint,
        maxAttempts: 1,
        timeouts: { connectMs: 2_000, idleMs, answerMs: 60_000 },
      });
      try {
        const before = held.length;
        const started = performance.now();
        const e = await failure(storage.get('t1/x'));
        expect(e.name).toBe('TimeoutError');
        expect(performance.now() - started).toBeGreaterThanOrEqual(idleMs - 50);
        expect(held.length).toBe(before + 1); // it did reach the store
      } finally {
        storage.close();
      }
    });

    it('an upload fails with a TimeoutError when no answer comes within answerMs, each try', async () => {
      const answerMs = 500;
      const storage = new S3Storage({
        ...s3Options('hung'),
        endpoint,
        maxAttempts: 2,
        timeouts: { connectMs: 2_000, idleMs: 60_000, answerMs },
      });
      try {
        const before = held.length;
        const started = performance.now();
        const e = await failure(storage.put('t1/x', Buffer.from('never stored')));
        expect(e.name).toBe('TimeoutError');
        expect(performance.now() - started).toBeGreaterThanOrEqual(2 * answerMs - 50);
        expect(held.length).toBeGreaterThanOrEqual(before + 2); // retried once, on a new connection
      } finally {
        storage.close();
      }
    });
  });
});
