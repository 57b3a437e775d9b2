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
