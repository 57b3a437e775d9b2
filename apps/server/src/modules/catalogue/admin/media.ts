import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { artSvg } from './art';
import type { MediaSourceInput } from './import-format';

// Reading and checking the media a catalogue names, before anything is written.

export type MediaRole = 'image' | 'video' | 'model';

export const MEDIA_TYPES: Record<MediaRole, Record<string, string>> = {
  image: {
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.webp': 'image/webp',
    '.gif': 'image/gif',
  },
  video: { '.webm': 'video/webm', '.mp4': 'video/mp4' },
  model: { '.glb': 'model/gltf-binary' },
};
/** The type of a url whose name does not say. */
const DEFAULT_TYPE: Record<MediaRole, string> = { image: 'image/png', video: 'video/mp4', model: 'model/gltf-binary' };

/** Largest media file the importer stores. */
export const MEDIA_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** Media ready to store: bytes (a file or generated art) or an address kept as it is. */
export type PreparedMedia =
  | { kind: 'bytes'; content: Buffer; contentType: string; sha256: string; name: string }
  | { kind: 'url'; url: string; contentType: string };

/** Does the content look like what its name says? (A renamed file is refused with a clear message.) */
function looksLike(contentType: string, b: Buffer): boolean {
  const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1');
  switch (contentType) {
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8'));
    case 'image/png':
      return b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
    case 'image/jpeg':
      return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case 'image/gif':
      return ascii(0, 4) === 'GIF8';
    case 'image/webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case 'video/webm':
      return b.length > 4 && b.readUInt32BE(0) === 0x1a45dfa3;
    case 'video/mp4':
      return ascii(4, 8) === 'ftyp';
    case 'model/gltf-binary':
      return ascii(0, 4) === 'glTF';
    default:
      return false;
  }
}

export class MediaProblem extends Error {
  constructor(
    message: string,
    /** The file is not there (the demo seed may use a placeholder instead). */
    readonly missing = false,
  ) {
    super(message);
  }
}

/** Reads (or generates) one medium of a role; throws MediaProblem with a message for the catalogue's path. */
export function prepareMedia(source: MediaSourceInput, role: MediaRole, baseDir: string | null): PreparedMedia {
  if (source.url !== undefined) {
    if (source.type !== undefined) {
      if (!Object.values(MEDIA_TYPES[role]).includes(source.type))
        throw new MediaProblem(
          `${role === 'image' ? 'an' : 'a'} ${role} is one of ${Object.values(MEDIA_TYPES[role]).join(', ')}: ${source.type}`,
        );
      return { kind: 'url', url: source.url, contentType: source.type };
    }
    const ext = path.extname(new URL(source.url, 'http://x').pathname).toLowerCase();
    return { kind: 'url', url: source.url, contentType: MEDIA_TYPES[role][ext] ?? DEFAULT_TYPE[role] };
  }
  if (source.art !== undefined) {
    if (role !== 'image') throw new MediaProblem(`generated art is an image, not a ${role}`);
    const content = Buffer.from(artSvg(source.art), 'utf8');
    return { kind: 'bytes', content, contentType: 'image/svg+xml', sha256: sha256(content), name: `${source.art.motif}.svg` };
  }
  const file = source.file ?? '';
  const ext = path.extname(file).toLowerCase();
  const contentType = MEDIA_TYPES[role][ext];
  if (!contentType) {
    throw new MediaProblem(
      `${role === 'image' ? 'an' : 'a'} ${role} file ends with ${Object.keys(MEDIA_TYPES[role]).join(', ')}: ${file}`,
    );
  }
  if (baseDir === null) throw new MediaProblem(`a file is not read over the API (use a url or generated art): ${file}`);
  const full = path.resolve(baseDir, file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    throw new MediaProblem(`file not found: ${file} (looked for ${full})`, true);
  }
  if (!stat.isFile()) throw new MediaProblem(`not a file: ${file}`);
  if (stat.size > MEDIA_FILE_MAX_BYTES) throw new MediaProblem(`larger than ${MEDIA_FILE_MAX_BYTES / 1024 / 1024} MB: ${file}`);
  const content = fs.readFileSync(full);
  if (!looksLike(contentType, content)) throw new MediaProblem(`the content of ${file} is not ${contentType}`);
  return { kind: 'bytes', content, contentType, sha256: sha256(content), name: path.basename(file) };
}

function sha256(b: Buffer): string {
  return createHash('sha256').update(b).digest('hex');
}

/** A generated placeholder image, for a medium whose file is missing (demo seed only). */
export function placeholderImage(seed: string): PreparedMedia {
  let n = 7;
  for (const ch of seed) n = (Math.imul(n, 31) + ch.charCodeAt(0)) >>> 0;
  const content = Buffer.from(
    artSvg({ motif: 'grid', colors: ['#6B7280', '#9CA3AF'], seed: n % 100000, label: 'media missing' }),
    'utf8',
  );
  return { kind: 'bytes', content, contentType: 'image/svg+xml', sha256: sha256(content), name: 'placeholder.svg' };
}
