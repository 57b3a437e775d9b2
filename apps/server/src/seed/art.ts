/** Generated artwork for the demo tenants (nothing is downloaded). */

export function logoSvg(letter: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>
<circle cx="128" cy="128" r="78" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>
<text x="128" y="160" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="104" font-weight="700" fill="#fff">${letter}</text>
</svg>`;
}

const ICON_PATHS: Record<string, string> = {
  home: '<path d="M4 11.5 12 4l8 7.5"/><path d="M6.5 9.5V20h11V9.5"/><path d="M10 20v-5.5h4V20"/>',
  market: '<path d="M4 8h16l-1.5 12h-13z"/><path d="M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8"/>',
  synthesis:
    '<circle cx="8" cy="8" r="3.5"/><circle cx="16" cy="8" r="3.5"/><path d="M12 13v7"/><path d="M8.5 16.5 12 20l3.5-3.5"/>',
  airdrop: '<path d="M4 11a8 8 0 0 1 16 0z"/><path d="M4 11l8 9 8-9"/><path d="M12 11v9"/>',
  mine: '<circle cx="12" cy="8.5" r="4"/><path d="M4.5 20a7.5 7.5 0 0 1 15 0"/>',
};

export function iconSvg(name: keyof typeof ICON_PATHS | string, color: string): string {
  const paths = ICON_PATHS[name] ?? ICON_PATHS.home;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`;
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
