// The tenant's settings the console's brand page edits and the server reads (issue 32 items 1 and 2,
// decision 064), as numbers and lists without zod: the console's form, the brand schema and the server's
// reading of a tenant row share them. Every value here is what applies when the tenant has not set one.

import { PHONE_AREA_CODES, type PhoneAreaCode } from '../../constants';
import { RESALE_CEILING_MULTIPLE } from '../market/constants';

/** A new collection's hold after acquiring (PRODUCT.md §6 holdHoursBeforeTransfer, default 24), hours; 0: none. */
export const DEFAULT_HOLD_HOURS = 24;
/** The longest default hold a tenant may set, hours (a year). */
export const DEFAULT_HOLD_HOURS_MAX = 8_760;
/** A new drop's per-user limit (PRODUCT.md §5, default 5); at least 1: a drop always has a limit. */
export const DEFAULT_PER_USER_LIMIT = 5;
/** The highest default per-user limit a tenant may set. */
export const DEFAULT_PER_USER_LIMIT_MAX = 10_000;
/** A collection without its own resale ceiling: this many times its issue price, by default (PRODUCT.md §7). */
export const RESALE_CEILING_MULTIPLE_DEFAULT = RESALE_CEILING_MULTIPLE;
/** The multiple's bounds: a ceiling is never below the issue price, nor absurdly above it. */
export const RESALE_CEILING_MULTIPLE_MIN = 1;
export const RESALE_CEILING_MULTIPLE_MAX = 1_000;
/** Days after shipping when a physical-reward order completes by itself (PRODUCT.md §12, default 10). */
export const ORDER_AUTO_COMPLETE_DAYS_DEFAULT = 10;
export const ORDER_AUTO_COMPLETE_DAYS_MAX = 90;

/**
 * The account menu's entries by the names a tenant's classification-2 list uses (spec §3 and §6: "Account
 * menu items ... can be disabled per tenant via the config lists"); the storefront's mine page shows them.
 */
export const ACCOUNT_MENU_KEYS = [
  'orders',
  'wallet',
  'invite',
  'home',
  'flow',
  'receive',
  'gifts',
  'airdrops',
  'activities',
  'synthesis',
  'openbox',
  'coupons',
  'exchange',
  'albums',
  'address',
  'profile',
  'safety',
  'help',
] as const;
export type AccountMenuKey = (typeof ACCOUNT_MENU_KEYS)[number];

/**
 * The "info on chain" rows by the names a tenant's classification-1 list uses (spec §3): a collection's tab
 * (standard, chain, contract) and a held collectible's (also hash, token id, certification time, owner).
 */
export const CHAIN_INFO_KEYS = [
  'hashAddress',
  'contractAddress',
  'tokenId',
  'certifiedAt',
  'ownerAddress',
  'chainName',
  'standard',
] as const;
export type ChainInfoKey = (typeof CHAIN_INFO_KEYS)[number];

/** The area codes a tenant offers when none are set: every one the product validates (spec §9). */
export const PHONE_AREAS_DEFAULT: readonly PhoneAreaCode[] = PHONE_AREA_CODES;

const whole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;

export const isDefaultHoldHours = (n: unknown): n is number => whole(n, 0, DEFAULT_HOLD_HOURS_MAX);
export const isDefaultPerUserLimit = (n: unknown): n is number => whole(n, 1, DEFAULT_PER_USER_LIMIT_MAX);
export const isOrderAutoCompleteDays = (n: unknown): n is number => whole(n, 1, ORDER_AUTO_COMPLETE_DAYS_MAX);
/** A multiple from 1 to 1000 in steps of 0.1 (the ceiling is the issue price times it, rounded down to the fen). */
export const isResaleCeilingMultiple = (n: unknown): n is number =>
  typeof n === 'number' &&
  Number.isFinite(n) &&
  n >= RESALE_CEILING_MULTIPLE_MIN &&
  n <= RESALE_CEILING_MULTIPLE_MAX &&
  Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;

/** A list of distinct names, each one of `names`. */
export function isNameList<T extends string>(list: unknown, names: readonly T[]): list is T[] {
  return (
    Array.isArray(list) &&
    list.every((x) => typeof x === 'string' && (names as readonly string[]).includes(x)) &&
    new Set(list).size === list.length
  );
}

/** The tenant's offered area codes: at least one, each one the product validates, none twice. */
export const isPhoneAreaList = (list: unknown): list is PhoneAreaCode[] => isNameList(list, PHONE_AREA_CODES) && list.length > 0;
