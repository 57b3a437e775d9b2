import { DEFAULT_SORT_TYPE, type CallData, type Calls } from '@curio/contract/client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { request } from './request/index';
import { zustandSecureStorage } from './secure-storage';

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

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
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
      setCategory: (tenantId, categoryId) =>
        set({ categoryByTenant: { ...get().categoryByTenant, [String(tenantId)]: categoryId } }),
      setCollectionSortType: (collectionSortType) => set({ collectionSortType }),
      setRecommendSortType: (recommendSortType) => set({ recommendSortType }),
    }),
    {
      name: 'session',
      storage: createJSONStorage(() => ({
        getItem: (name: string) => zustandSecureStorage.getItem(name),
        setItem: (name: string, value: string) => zustandSecureStorage.setItem(name, value),
        removeItem: (name: string) => Promise.resolve(zustandSecureStorage.removeItem(name)),
      })),
      skipHydration: true,
      partialize: (s) => ({
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
      }),
    },
  ),
);

/** Reads the stored session (encrypted local storage) before the first render. */
export async function hydrateSession(): Promise<void> {
  await useSession.persist.rehydrate();
}

export const isLoggedIn = () => Boolean(useSession.getState().token);
