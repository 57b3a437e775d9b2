/** Generated artwork for the demo tenants (nothing is downloaded). */

/**
 * The demo tenants' initials drawn as strokes, in the 256 x 256 logo around its centre (cap height 72, as
 * the bold sans-serif letter they replace): a picture with no text lays out without looking up a font,
 * which in a browser's image document is a font lookup of its own on the first screen (decision 082).
 */
const LETTER_STROKES: Record<string, string> = {
  C: 'M153 98A35 35 0 1 0 153 146',
  A: 'M96 158L128 86L160 158M108 132H148',
  M: 'M94 158V88L128 130L162 88V158',
};

export function logoSvg(letter: string, from: string, to: string): string {
  const strokes = LETTER_STROKES[letter];
  const initial = strokes
    ? `<path d="${strokes}" fill="none" stroke="#fff" stroke-width="19" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<text x="128" y="160" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="104" font-weight="700" fill="#fff">${letter}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>
<circle cx="128" cy="128" r="78" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>
${initial}
</svg>`;
}

/** A physical reward's picture (demo activities): a gradient square with the good's outline drawn in white. */
export function rewardSvg(kind: 'poster' | 'bag', from: string, to: string): string {
  const shape =
    kind === 'poster'
      ? '<rect x="92" y="64" width="216" height="272" rx="10"/><path d="M120 280l56-72 40 48 28-32 52 56z" fill="#fff" fill-opacity=".35"/><circle cx="250" cy="130" r="22"/>'
      : '<path d="M96 150h208l-18 186H114z"/><path d="M150 150v-28a50 50 0 0 1 100 0v28"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<g fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">${shape}</g>
</svg>`;
}
