import { HOME_PATH } from '../../lib/navigation';
import { IDENTITY_PATHS } from './paths';

/** Where the app lands after login when there is nowhere (safe) to return to (spec section 2). */
export const DEFAULT_LANDING = HOME_PATH;

/** The pages of the login flow: returning to one of them after login would loop. */
const LOGIN_FLOW: readonly string[] = [
  IDENTITY_PATHS.login,
  IDENTITY_PATHS.register,
  IDENTITY_PATHS.forget,
  IDENTITY_PATHS.digitalIdentity,
];

/**
 * The page to go to after login, from the `reUrl` parameter: only an internal route of this app
 * (starting with a single '/'; no scheme, no '//' or '/\' host, no control characters), never a page
 * of the login flow itself. Anything else gives the home shell.
 */
export function safeReUrl(reUrl: string | null | undefined, fallback: string = DEFAULT_LANDING): string {
  if (typeof reUrl !== 'string') return fallback;
  const value = reUrl.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (LOGIN_FLOW.includes(path)) return fallback;
  return value;
}

/** A route with `reUrl` carried along (e.g. login → register → back to where the user was going). */
export function withReUrl(path: string, reUrl: string | null | undefined): string {
  const safe = typeof reUrl === 'string' && reUrl !== '' ? safeReUrl(reUrl, '') : '';
  return safe ? `${path}${path.includes('?') ? '&' : '?'}reUrl=${encodeURIComponent(safe)}` : path;
}
