// Business constants and limits of spec §9 (and a few of §2, §5, §7 and PRODUCT.md).
// Values marked "setting" in PRODUCT.md are per-tenant defaults, not fixed limits.

/** Spec §7/§9: every API call times out after 30 s. */
export const REQUEST_TIMEOUT_MS = 30000;
/** Spec §9: runtime default for upload and download. */
export const TRANSFER_TIMEOUT_MS = 60000;
/** Spec §9: loading indicator hide delay. */
export const LOADING_HIDE_DELAY_MS = 100;
/** Spec §9: toast default duration. */
export const TOAST_DURATION_MS = 1500;
/** Spec §8: a business error's msg is shown as a 2 s toast. */
export const ERROR_TOAST_DURATION_MS = 2000;

/** Spec §5/§9: password 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Spec §5/§9: the pay (secondary) password is exactly 6 digits. */
export const PAY_PASSWORD_LENGTH = 6;
/** PRODUCT.md §4: verification codes are 6 digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** Spec §5/§9: invitation code 7 characters. */
export const INVITE_CODE_LENGTH = 7;
/** Spec §5/§9: real-name verification, 5 attempts per day. */
export const REAL_NAME_DAILY_LIMIT = 5;
/** PRODUCT.md §4: minors (under 18 by the ID's birth date) are refused. */
export const ADULT_AGE = 18;
/** Nickname length (product choice). */
export const NICKNAME_MAX = 20;

/** Spec §9: invite statistics windows: 7 days, 1 month, 3 months. */
export const INVITE_STAT_WINDOWS = ['7d', '1m', '3m'] as const;
export type InviteStatWindow = (typeof INVITE_STAT_WINDOWS)[number];

/** Spec §9: phone area codes: mainland +86, Hong Kong +852. */
export const PHONE_AREA_CODES = ['+86', '+852'] as const;
export type PhoneAreaCode = (typeof PHONE_AREA_CODES)[number];

/** Spec §9: local stored data default lifetime, 7 days. */
export const STORAGE_DEFAULT_TTL_SECONDS = 604800;

/** Spec §9: default theme colour. */
export const DEFAULT_THEME_COLOR = '#2FB8E6';
/** Spec §9: tab active colour. */
export const TAB_ACTIVE_COLOR = '#E63D3D';
/** Spec §3/§9: a background is light when its gray level is at least 192. */
export const LIGHT_GRAY_THRESHOLD = 192;
/** Spec §3/§9: collection and recommend lists' default sort type. */
export const DEFAULT_SORT_TYPE = -1;

/** Spec §1/§9: a wallet provider offers a 5-day free trial. */
export const WALLET_TRIAL_DAYS = 5;
/** Spec §1/§9: withdrawal is expected in 1-2 days. */
export const WITHDRAWAL_DAYS = { min: 1, max: 2 } as const;

/** Spec §9: swiper interval and animation duration (ms). */
export const SWIPER = { interval: 5000, duration: 500 } as const;
/** Spec §9: pull-to-refresh height, range, colour and threshold (px). */
export const PULL_REFRESH = { height: 70, range: 150, color: '#2BD009', threshold: 45 } as const;
/** Spec §9: reach-bottom distance (px). */
export const REACH_BOTTOM_DISTANCE = 50;
/** Spec §9: image zoom 1 to 4. */
export const IMAGE_ZOOM = { min: 1, max: 4 } as const;
/** Spec §9: text input max 140 characters. */
export const TEXT_INPUT_MAX = 140;
/** Spec §9: image pick default count. */
export const IMAGE_PICK_DEFAULT = 9;
/** Spec §9: app version and version code. */
export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;

/** Spec §2: page defaults. */
export const PAGE_DEFAULTS = {
  navBackground: '#F8F8F8',
  titleColor: '#000000',
  pageBackground: '#F8F8F8',
} as const;
/** Spec §2: the custom page bar covers 132px on the home pages. */
export const HOME_PAGE_BAR_HEIGHT = 132;
/** Spec §5: date picker range defaults to 150 years either side of the current year. */
export const PICKER_YEAR_SPAN = 150;
/** Spec §5: time picker 00:00 to 23:59. */
export const PICKER_TIME_RANGE = { start: '00:00', end: '23:59' } as const;

/** A signed request's timestamp may be at most 300 s away from the server's clock. */
export const SIGNATURE_MAX_SKEW_MS = 300000;
/** Spec §7: a 16-character random nonce. */
export const NONCE_LENGTH = 16;

/** Spec §2: a DID deep link (?token=...&from=did) sets the cooperation channel to xiwu. */
export const COOPERATION_CHANNEL_DID = 'xiwu';

/** PRODUCT.md §5: orderPayTimeoutSeconds (setting) default. */
export const ORDER_PAY_TIMEOUT_SECONDS_DEFAULT = 300;

/** Spec §7: client-type header: H5-WX inside the chat app's browser, otherwise H5. */
export const CLIENT_TYPE = { H5: 'H5', H5_WX: 'H5-WX' } as const;
export type ClientType = (typeof CLIENT_TYPE)[keyof typeof CLIENT_TYPE];

/** PRODUCT.md §3: "per day" limits use the tenant's time zone (setting, this default). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/**
 * The widths (device pixels) the server serves a stored raster image at (`/api/file/download/:id?w=`):
 * a requested width is rounded up to the next one, never enlarged. Up to a 390-px screen at 3x.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
