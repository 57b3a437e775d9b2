import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('constants of spec §9', () => {
  it('have the spec values', () => {
    expect(C).toMatchObject({
      REQUEST_TIMEOUT_MS: 30000,
      TRANSFER_TIMEOUT_MS: 60000,
      LOADING_HIDE_DELAY_MS: 100,
      TOAST_DURATION_MS: 1500,
      ERROR_TOAST_DURATION_MS: 2000,
      PASSWORD_MIN: 6,
      PASSWORD_MAX: 20,
      PAY_PASSWORD_LENGTH: 6,
      INVITE_CODE_LENGTH: 7,
      REAL_NAME_DAILY_LIMIT: 5,
      INVITE_STAT_WINDOWS: ['7d', '1m', '3m'],
      PHONE_AREA_CODES: ['+86', '+852'],
      STORAGE_DEFAULT_TTL_SECONDS: 604800,
      DEFAULT_THEME_COLOR: '#2FB8E6',
      TAB_ACTIVE_COLOR: '#E63D3D',
      LIGHT_GRAY_THRESHOLD: 192,
      DEFAULT_SORT_TYPE: -1,
      WALLET_TRIAL_DAYS: 5,
      WITHDRAWAL_DAYS: { min: 1, max: 2 },
      SWIPER: { interval: 5000, duration: 500 },
      PULL_REFRESH: { height: 70, range: 150, color: '#2BD009', threshold: 45 },
      REACH_BOTTOM_DISTANCE: 50,
      IMAGE_ZOOM: { min: 1, max: 4 },
      TEXT_INPUT_MAX: 140,
      IMAGE_PICK_DEFAULT: 9,
      APP_VERSION: '1.0.0',
      APP_VERSION_CODE: 100,
      PAGE_DEFAULTS: { navBackground: '#F8F8F8', titleColor: '#000000', pageBackground: '#F8F8F8' },
      HOME_PAGE_BAR_HEIGHT: 132,
      PICKER_YEAR_SPAN: 150,
      SIGNATURE_MAX_SKEW_MS: 300000,
      NONCE_LENGTH: 16,
      COOPERATION_CHANNEL_DID: 'xiwu',
      ORDER_PAY_TIMEOUT_SECONDS_DEFAULT: 300,
    });
    expect(C.STORAGE_DEFAULT_TTL_SECONDS).toBe(7 * 24 * 3600);
  });
});
