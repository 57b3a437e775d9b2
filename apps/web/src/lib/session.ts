import { DEFAULT_SORT_TYPE, type CallData, type Calls } from '@curio/contract/client';
import { create } from 'zustand';
import { request } from './request/index';
import type * as SecureStorageModule from './secure-storage';

/**
 * The encrypted storage (secure-storage.ts, WebCrypto) loads when the session is read or written, not with
 * the boot: a visitor who has nothing stored (no `curio:session`, checked synchronously) never loads it on
 * the first screen (decision 073, amended). One promise, so that writes keep their order; a failed load
 * (offline) is tried again by the next write.
 */
let secure: Promise<typeof SecureStorageModule> | undefined;
const secureStorage = () =>
  (secure ??= import('./secure-storage').catch((error: unknown) => {
    secure = undefined;
    throw error;
  }));
/** secureStorage's name of a stored entry (its default prefix `curio:`, which the route gate reads too). */
const STORED_PREFIX = 'curio:';
function isStored(name: string): boolean {
  try {
    return globalThis.localStorage?.getItem(STORED_PREFIX + name) != null;
  } catch {
    return false;
  }
}

export type UserInfo = CallData<Calls['getUserInfo']>;
export type UserProfile = CallData<Calls['userProfile']>;

const SEARCH_HISTORY_MAX = 20;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  profile: UserProfile | null;
  /** Chat-app openid, cleared when the session expires. */
  openid: string | null;
  /** Set to 'xiwu' when the user arrived through a DID deep link. */
  cooperationChannel: string | null;
  /** The language the user chose; null follows the tenant's. */
  language: string | null;
  searchHistory: string[];
  /** Chosen category per tenant id. */
  categoryByTenant: Record<string, number | null>;
  collectionSortType: number;
  recommendSortType: number;
  collectionList: unknown[];
  recommendList: unknown[];

  setToken(token: string | null): void;
  setCooperationChannel(channel: string | null): void;
  setLanguage(language: string | null): void;
  /** After login: user info, then profile. */
  loadUser(): Promise<void>;
  /** Sign-out clears token, user info and profile. */
  signOut(): void;
  clearOpenid(): void;
  addSearch(keyword: string): void;
  clearSearchHistory(): void;
  setCategory(tenantId: number, categoryId: number | null): void;
  setCollectionSortType(sort: number): void;
  setRecommendSortType(sort: number): void;
}

export const useSession = create<SessionState>()((set, get) => ({
  token: null,
  userInfo: null,
  profile: null,
  openid: null,
  cooperationChannel: null,
  language: null,
  searchHistory: [],
  categoryByTenant: {},
  collectionSortType: DEFAULT_SORT_TYPE,
  recommendSortType: DEFAULT_SORT_TYPE,
  collectionList: [],
  recommendList: [],

  setToken: (token) => set({ token }),
  setCooperationChannel: (cooperationChannel) => set({ cooperationChannel }),
  setLanguage: (language) => set({ language }),
  loadUser: async () => {
    if (!get().token) return;
    const userInfo = await request('getUserInfo');
    set({ userInfo });
    const profile = await request('userProfile');
    set({ profile });
  },
  signOut: () => set({ token: null, userInfo: null, profile: null }),
  clearOpenid: () => set({ openid: null }),
  addSearch: (keyword) => {
    const k = keyword.trim();
    if (!k) return;
    set({ searchHistory: [k, ...get().searchHistory.filter((h) => h !== k)].slice(0, SEARCH_HISTORY_MAX) });
  },
  clearSearchHistory: () => set({ searchHistory: [] }),
  setCategory: (tenantId, categoryId) => set({ categoryByTenant: { ...get().categoryByTenant, [String(tenantId)]: categoryId } }),
  setCollectionSortType: (collectionSortType) => set({ collectionSortType }),
  setRecommendSortType: (recommendSortType) => set({ recommendSortType }),
}));

/** What is kept on the device: the session without the lists of the moment. */
const stored = (s: SessionState) => ({
  token: s.token,
  userInfo: s.userInfo,
  profile: s.profile,
  openid: s.openid,
  cooperationChannel: s.cooperationChannel,
  language: s.language,
  searchHistory: s.searchHistory,
  categoryByTenant: s.categoryByTenant,
  collectionSortType: s.collectionSortType,
  recommendSortType: s.recommendSortType,
});

/**
 * The session kept on the device, encrypted (secure-storage.ts), as zustand's `persist` middleware kept it
 * (the same entry, `{ state, version: 0 }` as JSON, so a session stored before reads the same): every change
 * of the store is written, reading it back is not (decision 073, amended: the middleware's 1 KB left the
 * boot). A write that fails (storage unavailable) is dropped: the app keeps running without it.
 */
const SESSION_ENTRY = 'session';
const VERSION = 0;
let hydrating = false;
useSession.subscribe((state) => {
  if (hydrating) return;
  const value = JSON.stringify({ state: stored(state), version: VERSION });
  secureStorage()
    .then((m) => m.zustandSecureStorage.setItem(SESSION_ENTRY, value))
    .catch(() => undefined);
});

/**
 * Reads the stored session (encrypted local storage) before the first render: what is stored over the
 * defaults. Nothing stored is known at once (and loads nothing); an entry that does not decrypt, has
 * expired or is of another version is left out. Never rejects.
 */
export async function hydrateSession(): Promise<void> {
  if (!isStored(SESSION_ENTRY)) return;
  try {
    const text = await (await secureStorage()).zustandSecureStorage.getItem(SESSION_ENTRY);
    const entry = text === null ? null : (JSON.parse(text) as { state?: Partial<SessionState>; version?: unknown } | null);
    if (!entry || (typeof entry.version === 'number' && entry.version !== VERSION)) return;
    hydrating = true;
    useSession.setState({ ...useSession.getState(), ...entry.state }, true);
  } catch {
    // Unreadable: the defaults stay.
  } finally {
    hydrating = false;
  }
}

export const isLoggedIn = () => Boolean(useSession.getState().token);
