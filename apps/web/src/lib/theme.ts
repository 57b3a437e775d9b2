import { DEFAULT_THEME_COLOR, TAB_ACTIVE_COLOR, themeMode, type CallData, type Calls } from '@curio/contract/client';
import { mixHex, readableOn } from './contrast';

type ServerTheme = CallData<Calls['themeMobile']>;
type MenuColors = CallData<Calls['queryMenuSettingInfo']>['menuColorVO'];

/** The client theme of spec section 3. */
export interface Theme {
  themeColor: string;
  mainTextColor: string;
  secondaryTextColor: string;
  backgroundColor: string;
  secondaryBackgroundColor: string;
  secondaryBackgroundColor2: string;
  auxiliaryLineColor: string;
  tabBarTextColor: string;
  tabBarTextActiveColor: string;
  tabBarbgColor: string;
  /** Colour of the tab bar's top border, as uni-app names it. */
  borderStyle: 'black' | 'white';
  mode: 'light' | 'dark';
  grayMode: boolean;
}

export const DEFAULT_THEME: Theme = {
  themeColor: DEFAULT_THEME_COLOR,
  mainTextColor: '#1A1A1A',
  secondaryTextColor: '#8C8C8C',
  backgroundColor: '#F8F8F8',
  secondaryBackgroundColor: '#FFFFFF',
  secondaryBackgroundColor2: '#F2F3F5',
  auxiliaryLineColor: '#EBEDF0',
  tabBarTextColor: '#999999',
  tabBarTextActiveColor: TAB_ACTIVE_COLOR,
  tabBarbgColor: '#FFFFFF',
  borderStyle: 'black',
  mode: 'light',
  grayMode: false,
};

/** Maps the server's theme fields (and the menu colours) onto the client theme. */
export function toTheme(server: Partial<ServerTheme> | undefined, menu?: Partial<MenuColors>): Theme {
  const background = server?.globalBackgroundColor || DEFAULT_THEME.backgroundColor;
  const mode = themeMode(background);
  const card = server?.globalCardBackgroundColor || (mode === 'dark' ? '#1C1C1E' : DEFAULT_THEME.secondaryBackgroundColor);
  return {
    themeColor: server?.themeColor || DEFAULT_THEME_COLOR,
    mainTextColor: server?.globalTextColor || (mode === 'dark' ? '#F5F5F5' : DEFAULT_THEME.mainTextColor),
    secondaryTextColor: server?.globalTextSubColor || DEFAULT_THEME.secondaryTextColor,
    backgroundColor: background,
    secondaryBackgroundColor: card,
    secondaryBackgroundColor2: server?.globalMinorBackgroundColor || DEFAULT_THEME.secondaryBackgroundColor2,
    auxiliaryLineColor: server?.globalDividingLineColor || DEFAULT_THEME.auxiliaryLineColor,
    tabBarTextColor: menu?.textColor || DEFAULT_THEME.tabBarTextColor,
    tabBarTextActiveColor: menu?.selectTextColor || TAB_ACTIVE_COLOR,
    tabBarbgColor: card,
    borderStyle: mode === 'light' ? 'black' : 'white',
    mode,
    grayMode: server?.grayMode ?? false,
  };
}

/** The strongest tint of the theme colour that theme-coloured text sits on (soft chips, chosen tabs, badges: 8-16 %). */
export const THEME_TINT = 0.16;

/**
 * The text colours a theme paints, each readable (WCAG AA, 4.5:1) on every ground it sits on (decision
 * 074): the tenant's colour itself when it already reads, else only as much darker (light theme) or lighter
 * (dark theme) as contrast needs, its hue and saturation kept (`readableOn`).
 *
 * - `text`, `textSub`: the main and secondary texts on the page, the cards and the minor ground;
 * - `themeInk`: the theme colour as text (prices, links, chosen tabs), on those grounds and on the theme's
 *   own tint of each of them (soft chips, chosen chips and tabs, badges);
 * - `themeFill`: the theme colour as the ground of white text (buttons, strong chips);
 * - `tabText`, `tabActive`: the tab bar's labels (and icons, decision 063) on the tab bar.
 */
export function readableColours(t: Theme) {
  const grounds = [t.backgroundColor, t.secondaryBackgroundColor, t.secondaryBackgroundColor2];
  const tints = grounds.map((g) => mixHex(t.themeColor, THEME_TINT, g));
  return {
    text: readableOn(t.mainTextColor, grounds),
    textSub: readableOn(t.secondaryTextColor, grounds),
    themeInk: readableOn(t.themeColor, [...grounds, ...tints]),
    themeFill: readableOn(t.themeColor, ['#FFFFFF']),
    tabText: readableOn(t.tabBarTextColor, [t.tabBarbgColor]),
    tabActive: readableOn(t.tabBarTextActiveColor, [t.tabBarbgColor]),
  };
}

/**
 * CSS variables: ours (`--curio-*`) and antd-mobile's (`--adm-*`), so the UI kit follows the tenant. The
 * tenant's colours as they are for grounds, lines and tints (`--curio-theme`, `--curio-bg`, ...); every
 * text colour the readable one of `readableColours`.
 */
export function themeVariables(t: Theme): Record<string, string> {
  const dark = t.mode === 'dark';
  const c = readableColours(t);
  return {
    '--curio-theme': t.themeColor,
    '--curio-theme-ink': c.themeInk,
    '--curio-theme-fill': c.themeFill,
    '--curio-bg': t.backgroundColor,
    '--curio-card': t.secondaryBackgroundColor,
    '--curio-minor-bg': t.secondaryBackgroundColor2,
    '--curio-text': c.text,
    '--curio-text-sub': c.textSub,
    '--curio-line': t.auxiliaryLineColor,
    '--curio-tab-text': c.tabText,
    '--curio-tab-active': c.tabActive,
    '--curio-tab-bg': t.tabBarbgColor,
    '--curio-tab-border': dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)',
    '--adm-color-primary': t.themeColor,
    '--adm-color-text': c.text,
    '--adm-color-text-secondary': c.textSub,
    '--adm-color-weak': c.textSub,
    '--adm-color-light': c.textSub,
    '--adm-color-border': t.auxiliaryLineColor,
    '--adm-color-box': t.secondaryBackgroundColor2,
    '--adm-color-background': t.secondaryBackgroundColor,
    '--adm-color-fill-content': t.secondaryBackgroundColor2,
    '--adm-color-text-light-solid': '#FFFFFF',
  };
}

/** Applies a theme to the document: variables, colour scheme, gray mode, browser chrome colour. */
export function applyTheme(t: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(t))) root.style.setProperty(name, value);
  root.style.colorScheme = t.mode;
  root.dataset.theme = t.mode;
  // antd-mobile switches its dark palette on this attribute.
  if (t.mode === 'dark') root.setAttribute('data-prefers-color-scheme', 'dark');
  else root.removeAttribute('data-prefers-color-scheme');
  root.classList.toggle('curio-gray', t.grayMode);
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', t.backgroundColor);
}
