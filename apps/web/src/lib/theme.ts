import { DEFAULT_THEME_COLOR, TAB_ACTIVE_COLOR, themeMode, type CallData, type Calls } from '@curio/contract/client';

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

/** CSS variables: ours (`--curio-*`) and antd-mobile's (`--adm-*`), so the UI kit follows the tenant. */
export function themeVariables(t: Theme): Record<string, string> {
  const dark = t.mode === 'dark';
  return {
    '--curio-theme': t.themeColor,
    '--curio-bg': t.backgroundColor,
    '--curio-card': t.secondaryBackgroundColor,
    '--curio-minor-bg': t.secondaryBackgroundColor2,
    '--curio-text': t.mainTextColor,
    '--curio-text-sub': t.secondaryTextColor,
    '--curio-line': t.auxiliaryLineColor,
    '--curio-tab-text': t.tabBarTextColor,
    '--curio-tab-active': t.tabBarTextActiveColor,
    '--curio-tab-bg': t.tabBarbgColor,
    '--curio-tab-border': dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.06)',
    '--adm-color-primary': t.themeColor,
    '--adm-color-text': t.mainTextColor,
    '--adm-color-text-secondary': t.secondaryTextColor,
    '--adm-color-weak': t.secondaryTextColor,
    '--adm-color-light': t.secondaryTextColor,
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
