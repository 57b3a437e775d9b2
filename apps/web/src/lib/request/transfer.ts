import { createNonce, storefrontEndpoints, TRANSFER_TIMEOUT_MS, type CallData, type Calls } from '@curio/contract/client';
import { absolute, API_PREFIX, exchangeFor, perform, withLoading, type Exchange } from './request';
import { RequestError } from './request-error';

// Files both ways: the upload (multipart) and the download (a Blob), on the same exchange as every call.
// A module of their own so that the first load, which never sends or fetches a file, does not carry them.

export interface UploadOptions {
  filename?: string;
  /** Multipart field name; default 'file'. */
  field?: string;
  signal?: AbortSignal;
  showLoading?: boolean;
}

export interface DownloadOptions {
  signal?: AbortSignal;
}

const encoder = new TextEncoder();

/** A download URL: absolute URLs as they are, '/api/...' on this origin, other paths under /api. */
function resolveDownloadUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return (globalThis.location?.protocol ?? 'https:') + url;
  const path =
    url === API_PREFIX || url.startsWith(API_PREFIX + '/') ? url : API_PREFIX + (url.startsWith('/') ? url : '/' + url);
  return absolute(path);
}

function concatBytes(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// multipart/form-data built by hand from bytes already read: it does not depend on the environment's
// FormData/Blob (jsdom's are not Node fetch's), and the file is read before anything is sent.
function multipartBody(
  field: string,
  filename: string,
  type: string,
  bytes: Uint8Array,
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----CurioFormBoundary${createNonce()}`;
  const quoted = (s: string) => s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const partType = type.replace(/[\r\n]/g, '') || 'application/octet-stream';
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(filename)}"\r\n` +
    `Content-Type: ${partType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    body: concatBytes([encoder.encode(head), bytes, encoder.encode(tail)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file (multipart, field 'file') to /api/file/upload; 60 s limit. */
export function upload(file: Blob, options: UploadOptions = {}): Promise<CallData<Calls['uploadFile']>> {
  return withLoading(options.showLoading, async () => {
    if (options.signal?.aborted) throw new RequestError('abort', 'abort', { cause: options.signal.reason });
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      throw new RequestError('file', 'file error', { cause: error });
    }
    const name = options.filename ?? (typeof (file as { name?: unknown }).name === 'string' ? (file as File).name : 'blob');
    const multipart = multipartBody(options.field ?? 'file', name, file.type, bytes);
    const x: Exchange = {
      ...exchangeFor(storefrontEndpoints.uploadFile, {}),
      body: multipart.body,
      contentType: multipart.contentType,
      timeoutMs: TRANSFER_TIMEOUT_MS,
    };
    if (options.signal !== undefined) x.signal = options.signal;
    return perform<CallData<Calls['uploadFile']>>(x);
  });
}

/** Downloads a file as a Blob (GET, signed headers, 60 s limit); '/api/...' paths and absolute URLs. */
export async function download(url: string, options: DownloadOptions = {}): Promise<Blob> {
  const x: Exchange = {
    method: 'GET',
    url: resolveDownloadUrl(url),
    signed: true,
    tokenInSignature: true,
    timeoutMs: TRANSFER_TIMEOUT_MS,
    read: 'blob',
    showErrorMessage: true,
    tokenInvalidNotToLogin: false,
    unresponseMaintain: false,
    resyncOnExpired: true,
  };
  if (options.signal !== undefined) x.signal = options.signal;
  return perform<Blob>(x);
}
