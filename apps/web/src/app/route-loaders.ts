import { FALLBACK_LANGUAGE, normalizeLanguage, type Language } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../lib/i18n';
import { loadRequestClient } from '../lib/request/index';
import { useSession } from '../lib/session';
import { useTenant } from '../lib/tenant/tenant-store';
import { preloadPage } from './loaded-pages';
import { findRoute, laterAreaOf, loadRoute, type RouteDef } from './routes/index';

/** A hash route (`#/pages/x?id=1`, `/pages/x?id=1` or empty for the root) as its path and query. */
export function splitRoute(hashPath: string): { path: string; query: Record<string, string> } {
  const raw = hashPath.startsWith('#') ? hashPath.slice(1) : hashPath;
  const at = raw.indexOf('?');
  const path = at < 0 ? raw : raw.slice(0, at);
  const search = at < 0 ? '' : raw.slice(at + 1);
  return { path: path || '/', query: Object.fromEntries(new URLSearchParams(search)) };
}

/** The language the app will boot in, before the tenant says it: the user's choice, else the page's `<html lang>`. */
export function bootLanguage(preferred: string | null): Language {
  return normalizeLanguage(preferred ?? document.documentElement.lang) ?? FALLBACK_LANGUAGE;
}

/**
 * Runs `start` once the tenant is open: a call made before the bootstrap would carry the fallback
 * language (the request's `lang` follows the i18n language the bootstrap sets) and no app id, and be cached
 * under the wrong key. Nothing runs on a closed, missing or unreachable platform.
 */
function whenTenantOpen(start: () => void): void {
  const { status } = useTenant.getState();
  if (status === 'open') return start();
  if (status !== 'loading') return;
  const unsubscribe = useTenant.subscribe((s) => {
    if (s.status === 'loading') return;
    unsubscribe();
    if (s.status === 'open') start();
  });
}

const ignore = () => undefined;

/**
 * The route loader: starts, in parallel, the page's chunk, its texts and its first query for a hash
 * route, so that none waits for another (the page no longer renders, then suspends on its texts, then
 * asks for its data). Called at boot for the current route (main.tsx), on the way to a link (pointer down,
 * hover, focus) and by the route frame on every navigation. Every part is idempotent: the chunk is one
 * module import, the texts load once per language, and a query in flight or fresh is not asked again.
 * A route that needs login starts nothing without a token (the app goes to login instead).
 */
export function startRouteLoad(hashPath: string, queryClient: QueryClient, language: Language = currentLanguage()): void {
  // The server's render of the home (decision 024) loads nothing: its data came with it.
  if (typeof document === 'undefined') return;
  const { path, query } = splitRoute(hashPath);
  const def = findRoute(path);
  // A page of an area whose list is not in yet (decision 073): the list first, then the same.
  if (!def) return void whenListed(path, () => startRouteLoad(hashPath, queryClient, language));
  if (def.auth && !useSession.getState().token) return;
  startChunkAndTexts(def, language);
  const data = def.data;
  if (!data) return;
  whenTenantOpen(() => void data({ queryClient, lang: currentLanguage(), query })?.catch(ignore));
}

/**
 * The first moment of the boot (main.tsx, before the stored session and the device id are read): the
 * current route's chunk and texts start downloading while the boot goes on. A route that needs login is
 * left to startRouteLoad, which knows by then whether there is a token.
 */
export function startRouteChunk(hashPath: string, language: Language): void {
  if (typeof document === 'undefined') return;
  const { path } = splitRoute(hashPath);
  const def = findRoute(path);
  if (!def) return void whenListed(path, () => startRouteChunk(hashPath, language));
  if (!def.auth) startChunkAndTexts(def, language);
}

/** Runs `then` once the list of the later area `path` belongs to is in; nothing for an unknown path. */
function whenListed(path: string, then: () => void): void {
  if (!laterAreaOf(path)) return;
  loadRoute(path).then((def) => {
    if (def) then();
  }, ignore);
}

/**
 * A route's chunk and its texts, started (each loads once: a second start is free). The chunk as the route
 * frame's loaded page: once it is in, the frame renders the page itself, not a lazy page that suspends once
 * and shows its loading view, which holds the page back by React's reveal throttle (300 ms).
 */
function startChunkAndTexts(def: RouteDef, language: Language): void {
  preloadPage(def).catch(ignore);
  def.texts?.(language).catch(ignore);
}

/**
 * Starts a link's route load as soon as the user reaches for it (pointer down comes about 100 ms before
 * the click; hover and keyboard focus earlier still). Returns the removal of the listeners.
 */
export function loadRoutesOnIntent(queryClient: QueryClient, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const href = target.closest('a[href^="#/"]')?.getAttribute('href');
    if (!href) return;
    // The page's first query goes through the request client: its code loads with the page's chunk.
    loadRequestClient().catch(ignore);
    startRouteLoad(href, queryClient);
  };
  const events = ['pointerdown', 'mouseover', 'focusin'] as const;
  for (const e of events) root.addEventListener(e, onIntent, { capture: true, passive: true });
  return () => {
    for (const e of events) root.removeEventListener(e, onIntent, { capture: true });
  };
}
