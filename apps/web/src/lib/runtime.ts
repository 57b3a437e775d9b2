/** Settings the server writes into the page it serves (`<script id="curio-runtime" type="application/json">`). */
export interface RuntimeConfig {
  /** The request signing key (spec section 7). Empty when the page carries none. */
  signKey: string;
}

const RUNTIME_ELEMENT_ID = 'curio-runtime';

let cached: RuntimeConfig | undefined;

/**
 * The runtime settings of this page, read once from `<script id="curio-runtime">`. A missing or
 * malformed element gives `{ signKey: '' }`; that answer is not cached, so an element added later
 * (tests, a late server-side include) is still picked up.
 */
export function runtimeConfig(): RuntimeConfig {
  if (cached !== undefined) return cached;
  const el = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_ELEMENT_ID);
  const text = el?.textContent ?? '';
  if (text.trim() === '') return { signKey: '' };
  try {
    const parsed: unknown = JSON.parse(text);
    const signKey =
      typeof parsed === 'object' && parsed !== null && typeof (parsed as { signKey?: unknown }).signKey === 'string'
        ? (parsed as { signKey: string }).signKey
        : '';
    cached = { signKey };
    return cached;
  } catch {
    return { signKey: '' };
  }
}
