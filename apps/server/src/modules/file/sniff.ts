/** The image type a file really is, from its first bytes; null when it is not an allowed image. */
export function sniffImageType(head: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  const at = (i: number) => head[i] ?? -1;
  const ascii = (from: number, s: string) => [...s].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/** What a catalogue medium may be (the console's upload): an image, a video (MP4, WebM) or a glTF binary model. */
export type MediaType = NonNullable<ReturnType<typeof sniffImageType>> | 'video/mp4' | 'video/webm' | 'model/gltf-binary';

/** The medium a file really is, from its first bytes; null when it is none of the allowed ones (SVG included: it can carry script). */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  const image = sniffImageType(head);
  if (image) return image;
  const at = (i: number) => head[i] ?? -1;
  const ascii = (from: number, s: string) => [...s].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if (ascii(4, 'ftyp')) return 'video/mp4';
  if ([0x1a, 0x45, 0xdf, 0xa3].every((b, i) => at(i) === b)) return 'video/webm';
  if (ascii(0, 'glTF')) return 'model/gltf-binary';
  return null;
}
