import type { ART_MOTIFS } from './import-format';

// Generated artwork for catalogue entries (`{"art": {...}}`): a deterministic SVG from a motif, a
// palette and a seed, so the same entry always gives the same bytes (and the importer stores it once).

export interface ArtSpec {
  motif: (typeof ART_MOTIFS)[number];
  colors: string[];
  seed: number;
  label?: string;
  format?: 'square' | 'banner';
}

/** mulberry32: a small deterministic generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function motifShapes(spec: ArtSpec, rnd: () => number): string {
  const [c1, c2, c3 = c1, c4 = c2] = spec.colors as [string, string, string?, string?];
  const palette = [c1, c2, c3, c4];
  const pick = () => palette[Math.floor(rnd() * palette.length)]!;
  const out: string[] = [];
  switch (spec.motif) {
    case 'orbits': {
      for (let i = 0; i < 7; i++) {
        const r = 40 + i * 22 + rnd() * 8;
        out.push(
          `<ellipse cx="200" cy="200" rx="${f(r)}" ry="${f(r * (0.35 + rnd() * 0.3))}" transform="rotate(${f(rnd() * 180)} 200 200)" fill="none" stroke="${pick()}" stroke-width="${f(2 + rnd() * 4)}" stroke-opacity=".8"/>`,
        );
        const a = rnd() * Math.PI * 2;
        out.push(
          `<circle cx="${f(200 + Math.cos(a) * r)}" cy="${f(200 + Math.sin(a) * r * 0.5)}" r="${f(4 + rnd() * 9)}" fill="${pick()}"/>`,
        );
      }
      out.push(`<circle cx="200" cy="200" r="${f(26 + rnd() * 14)}" fill="${c3}"/>`);
      break;
    }
    case 'waves': {
      for (let i = 0; i < 9; i++) {
        const y = 60 + i * 36;
        const amp = 10 + rnd() * 26;
        const ph = rnd() * 200;
        let d = `M0 ${f(y)}`;
        for (let x = 0; x <= 400; x += 25) d += ` L${x} ${f(y + Math.sin((x + ph) / 38) * amp)}`;
        out.push(
          `<path d="${d}" fill="none" stroke="${pick()}" stroke-width="${f(5 + rnd() * 8)}" stroke-linecap="round" stroke-opacity=".85"/>`,
        );
      }
      break;
    }
    case 'grid': {
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          const s = 14 + rnd() * 26;
          const cx = 25 + x * 50;
          const cy = 25 + y * 50;
          out.push(
            rnd() < 0.5
              ? `<rect x="${f(cx - s / 2)}" y="${f(cy - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s / 5)}" fill="${pick()}" fill-opacity=".9"/>`
              : `<circle cx="${cx}" cy="${cy}" r="${f(s / 2)}" fill="${pick()}" fill-opacity=".9"/>`,
          );
        }
      }
      break;
    }
    case 'petals': {
      const n = 8 + Math.floor(rnd() * 8);
      for (let i = 0; i < n; i++) {
        const len = 110 + rnd() * 60;
        out.push(
          `<ellipse cx="200" cy="${f(200 - len / 2)}" rx="${f(18 + rnd() * 16)}" ry="${f(len / 2)}" transform="rotate(${f((360 / n) * i)} 200 200)" fill="${pick()}" fill-opacity=".55"/>`,
        );
      }
      out.push(`<circle cx="200" cy="200" r="${f(22 + rnd() * 12)}" fill="${c4}"/>`);
      break;
    }
    case 'peaks': {
      for (let layer = 0; layer < 5; layer++) {
        const base = 190 + layer * 45;
        let d = `M0 400 L0 ${f(base)}`;
        for (let x = 0; x <= 400; x += 40) d += ` L${x} ${f(base - rnd() * (90 - layer * 12))}`;
        d += ' L400 400 Z';
        out.push(`<path d="${d}" fill="${palette[layer % palette.length]}" fill-opacity="${f(0.55 + layer * 0.1)}"/>`);
      }
      out.push(`<circle cx="${f(90 + rnd() * 220)}" cy="${f(70 + rnd() * 50)}" r="${f(22 + rnd() * 14)}" fill="${c3}"/>`);
      break;
    }
    case 'rings': {
      for (let i = 0; i < 12; i++) {
        out.push(
          `<circle cx="${f(60 + rnd() * 280)}" cy="${f(60 + rnd() * 280)}" r="${f(20 + rnd() * 70)}" fill="none" stroke="${pick()}" stroke-width="${f(3 + rnd() * 10)}" stroke-opacity=".75"/>`,
        );
      }
      break;
    }
  }
  return out.join('');
}

export function artSvg(spec: ArtSpec): string {
  const rnd = random(spec.seed * 2654435761 + spec.motif.length);
  const [from, to] = spec.colors as [string, string];
  const banner = spec.format === 'banner';
  const h = banner ? 170 : 400;
  const label = spec.label
    ? `<text x="24" y="${h - 20}" font-family="Helvetica, Arial, sans-serif" font-size="${banner ? 26 : 22}" font-weight="700" fill="#fff" fill-opacity=".92">${esc(spec.label)}</text>`
    : '';
  // A banner shows the middle band of the square motif.
  const shapes = banner ? `<g transform="translate(0 -115)">${motifShapes(spec, rnd)}</g>` : motifShapes(spec, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${h * 2}" viewBox="0 0 400 ${h}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}" stop-opacity=".85"/></linearGradient></defs><rect width="400" height="${h}" fill="#111"/><rect width="400" height="${h}" fill="url(#bg)" fill-opacity=".35"/>${shapes}${label}</svg>`;
}
