// Kept apart from browser.ts (which calls vitest's inject): the global setup imports it too.

/**
 * The features Playwright turns off (playwright-core's `chromiumSwitches`, 1.56): a `--disable-features` of our
 * own replaces Playwright's, since Chromium keeps the last value of a switch, so its list is repeated here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AcceptCHFrame',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'Translate',
  'AutoDeElevate',
  'RenderDocument',
];

/**
 * The browser's own pages that Chromium (156) loads in a renderer of their own for every new window, headless
 * included: the address bar's suggestion popups, drawn as web pages and preloaded. No test and no page uses
 * them, and each new page paid about 0.6 s of CPU for them while it loaded, on a 2-core machine beside the
 * page's own main thread (decision 084).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/** The one `--disable-features` switch of every Chromium the tests, the benches and the scripts start. */
export const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`;

/** How every e2e browser starts: Debian's Chromium, headless, without what a test does not need. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    DISABLE_FEATURES,
  ],
};
