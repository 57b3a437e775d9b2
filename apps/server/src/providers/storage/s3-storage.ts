import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './file-storage';

/** How long the store may take (decision 051): past these, a call fails instead of holding its request. */
export interface S3Timeouts {
  /** Opening the connection (TCP and TLS). */
  connectMs: number;
  /** No byte either way on the connection for this long: a hung store, or a download stalled half-way. */
  idleMs: number;
  /** From sending the request to the store's answer (its headers), upload included. */
  answerMs: number;
}

export const S3_TIMEOUTS: S3Timeouts = { connectMs: 5_000, idleMs: 20_000, answerMs: 120_000 };

export interface S3StorageOptions {
  /** The store's address; none for AWS S3 itself (the SDK derives it from the region). */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, most self-hosted stores). */
  forcePathStyle?: boolean;
  /** A folder inside the bucket for this deployment's files (`curio/prod`); none puts keys at the bucket's root. */
  prefix?: string;
  timeouts?: Partial<S3Timeouts>;
  /** Tries per call, the first included (the SDK's standard retries with back-off); 3 by default. */
  maxAttempts?: number;
}

/** An object as listed: its key (without the prefix) and size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Files in an S3-compatible object store (AWS S3, Alibaba Cloud OSS, Tencent COS, MinIO; decision 051), through
 * the official `@aws-sdk/client-s3`. Keys are checked as on local disk, then put under the optional prefix.
 * Objects are stored as `application/octet-stream`: the download route says what a file is, never the store.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    const t = { ...S3_TIMEOUTS, ...options.timeouts };
    const config: S3ClientConfig = {
      region: options.region,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      forcePathStyle: options.forcePathStyle ?? false,
      maxAttempts: options.maxAttempts ?? 3,
      // Since SDK 3.729 the client adds CRC32 checksums to every upload and checks them on downloads by default;
      // stores other than AWS reject or mishandle them (decision 051). Only where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // The Node HTTP handler's options: without them a store that never answers holds the request for ever.
      requestHandler: {
        connectionTimeout: t.connectMs,
        socketTimeout: t.idleMs,
        requestTimeout: t.answerMs,
        throwOnRequestTimeout: true,
      },
    };
    if (options.endpoint) config.endpoint = options.endpoint;
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  }

  /** The object's key in the bucket. */
  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async put(key: string, content: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: content,
        ContentLength: content.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    const Key = this.objectKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!(out.Body instanceof Readable)) throw new Error(`object store: GetObject ${Key} answered no stream`);
      return out.Body;
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // Deleting a key that is not there succeeds (S3's answer is 204 either way).
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Every object under the prefix, with its size, a page (up to 1,000) at a time (the copy command's check). */
  async *list(): AsyncGenerator<StoredObject> {
    const under = this.prefix ? `${this.prefix}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: under || undefined, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key !== undefined) yield { key: o.Key.slice(under.length), size: o.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's connections (a command that is done; the server keeps its storage for its life). */
  close(): void {
    this.client.destroy();
  }
}

/**
 * The object is not there: GetObject's `NoSuchKey`, or a 404 from a store that names it otherwise. A missing
 * bucket (`NoSuchBucket`) is a configuration fault and is thrown, as is everything else (AWS answers 403, not 404,
 * for a missing key when the credentials may not list the bucket: they need s3:ListBucket).
 */
function isMissingKey(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.name === 'NoSuchKey') return true;
  return e?.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
}
