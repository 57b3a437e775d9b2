// The platform's own tab bar icons (issue 32): drawn as SVG in one colour and kept in a menu entry as a
// data URL that names its icon, so that a tab bar using them follows the tab bar's colours: when the brand
// is published (and in its preview) each such icon is drawn again in the text colour (`icon`) or the
// selected colour (`selectedIcon`). An icon the operator uploaded is a file and stays as it is.

/** The icons' strokes, on a 24 × 24 grid. */
const TAB_ICON_PATHS = {
  home: '<path d="M4 11.5 12 4l8 7.5"/><path d="M6.5 9.5V20h11V9.5"/><path d="M10 20v-5.5h4V20"/>',
  market: '<path d="M4 8h16l-1.5 12h-13z"/><path d="M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8"/>',
  synthesis:
    '<circle cx="8" cy="8" r="3.5"/><circle cx="16" cy="8" r="3.5"/><path d="M12 13v7"/><path d="M8.5 16.5 12 20l3.5-3.5"/>',
  airdrop: '<path d="M4 11a8 8 0 0 1 16 0z"/><path d="M4 11l8 9 8-9"/><path d="M12 11v9"/>',
  mine: '<circle cx="12" cy="8.5" r="4"/><path d="M4.5 20a7.5 7.5 0 0 1 15 0"/>',
} as const;

export type TabIconName = keyof typeof TAB_ICON_PATHS;
export const TAB_ICON_NAMES = Object.keys(TAB_ICON_PATHS) as TabIconName[];

const HEX = /^#[0-9A-Fa-f]{6}$/;
const PREFIX = 'data:image/svg+xml,';
/** The marker a drawn icon carries, so that it can be drawn again in another colour. */
const MARK = /data-curio-icon(?:%3D|=)(?:%22|")([a-z]+)(?:%22|")/;

/** The SVG of a platform icon in `color` (#RRGGBB); an unknown name draws the home icon. */
export function tabIconSvg(name: string, color: string): string {
  const key = (name in TAB_ICON_PATHS ? name : 'home') as TabIconName;
  const stroke = HEX.test(color) ? color : '#999999';
  return `<svg xmlns="http://www.w3.org/2000/svg" data-curio-icon="${key}" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${TAB_ICON_PATHS[key]}</svg>`;
}

/** A platform icon in `color` as the URL a menu entry keeps (a data URL). */
export function tabIconUrl(name: string, color: string): string {
  return PREFIX + encodeURIComponent(tabIconSvg(name, color));
}

/** The platform icon `url` names, or null when `url` is not one (an uploaded file, an outside address). */
export function tabIconOf(url: string): TabIconName | null {
  if (!url.startsWith(PREFIX)) return null;
  const name = MARK.exec(url)?.[1];
  return name !== undefined && name in TAB_ICON_PATHS ? (name as TabIconName) : null;
}

/** `url` drawn again in `color` when it is a platform icon; any other icon as it is. */
export function recolourTabIcon(url: string, color: string): string {
  const name = tabIconOf(url);
  return name === null ? url : tabIconUrl(name, color);
}
