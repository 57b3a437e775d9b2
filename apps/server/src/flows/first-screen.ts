import {
  categoryTree,
  DEFAULT_SORT_TYPE,
  getCollection,
  getCurrentTime,
  getHomeDecoration,
  getTenantConfigEnable,
  getTenantInfoConfig,
  getTenantInternationalConfig,
  listCollections,
  queryMenuSettingInfo,
  themeMobile,
  type CallData,
  type Language,
} from '@curio/contract';
import type { CatalogueServices } from '../modules/catalogue/index';
import type { CategoryService } from '../modules/category/index';
import type { TenantService } from '../modules/tenant/index';
import { TtlCache } from '../ttl-cache';
import { defineFlow } from './define-flow';
import type { TenantContext } from '../http/request-context';

/** The home's first list page as the app asks for it with nothing stored: "All", the default sort, 10 cards. */
export const HOME_FIRST_PAGE = { sortType: DEFAULT_SORT_TYPE, pageSize: 10 } as const;

/** What the home page's first screen shows below the tenant's shell (`/` only). */
export interface FirstScreenHome {
  /** getHomeDecoration */
  decoration: CallData<typeof getHomeDecoration>;
  /** categoryTree */
  categoryTree: CallData<typeof categoryTree>;
  /** listCollections with HOME_FIRST_PAGE */
  collections: CallData<typeof listCollections>;
}

/**
 * The boot data written into the page (`<script id="curio-boot" type="application/json">`, decision 024):
 * the answers the app's bootstrap and the home page would otherwise ask for, each in its call's response
 * shape, for one tenant and one language.
 */
export interface FirstScreenData {
  /** The language the language-dependent parts (menu, home) are in: the tenant's default. */
  language: Language;
  /** getCurrentTime: the server's clock when the page was written. */
  time: CallData<typeof getCurrentTime>;
  info: CallData<typeof getTenantInfoConfig>;
  theme: CallData<typeof themeMobile>;
  international: CallData<typeof getTenantInternationalConfig>;
  menu: CallData<typeof queryMenuSettingInfo>;
  /** getTenantConfigEnable; empty for a closed tenant, as the app does not ask for it then. */
  configEnable: CallData<typeof getTenantConfigEnable>;
  /** Only for the home page of an open tenant. */
  home: FirstScreenHome | null;
}

export interface FirstScreenDeps {
  tenants: TenantService;
  catalogue: CatalogueServices;
  categories: CategoryService;
}

/** How long one tenant's first-screen answers are kept in a process: a rush of page loads reads them once. */
const CACHE_MS = 2_000;

/**
 * The first screen's data (decision 024): reads, across the tenant, category and catalogue modules, what
 * the calls of the app's boot and of the home page answer, through the same services those calls' routes
 * use, and gives each answer the shape the call's contract schema gives it. Keyed by tenant id and
 * language; one tenant's data is never handed to another.
 */
export class FirstScreen {
  private readonly cache = new TtlCache<Promise<Omit<FirstScreenData, 'time'>>>(CACHE_MS, 1_000);
  private readonly collections = new TtlCache<Promise<CallData<typeof getCollection> | null>>(CACHE_MS, 1_000);

  constructor(private readonly deps: FirstScreenDeps) {}

  /**
   * The boot data of `tenant`'s page in its default language, with the home's first screen when
   * `home` is true. Null for a tenant in maintenance: its page boots as it always did (the calls answer
   * the maintenance code the app shows).
   */
  async read(tenant: TenantContext, home: boolean): Promise<FirstScreenData | null> {
    if (tenant.settings.maintenance) return null;
    const language = tenant.defaultLanguage;
    const open = tenant.enable === 1;
    const key = `${tenant.id}:${language}:${open && home ? 'home' : 'shell'}`;
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.load(tenant, language, open && home);
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    const data = await pending;
    // As the server-time call answers it (its route reads the system clock too).
    const time = getCurrentTime.data.parse({ timestamp: Date.now(), timeZone: tenant.timeZone });
    return { ...data, time };
  }

  /**
   * A collection's first screen (decision 032): what the list shows of it to anyone (its media, name, price,
   * creator, sale) in the getCollection call's shape, in the tenant's default language, for a collection
   * sold on its own; the rest of the detail (description, privileges, certificate) stays with the signed-in
   * call, and the buyer's standing is the one of a buyer with nothing taken. Null when there is none to show:
   * an unknown or unlisted collection, a closed tenant or one in maintenance.
   */
  async collection(tenant: TenantContext, id: number): Promise<CallData<typeof getCollection> | null> {
    if (tenant.settings.maintenance || tenant.enable !== 1) return null;
    const language = tenant.defaultLanguage;
    const key = `${tenant.id}:${language}:${id}`;
    let pending = this.collections.get(key);
    if (!pending) {
      pending = this.deps.catalogue.collections.detail(tenant.id, id, language).then(
        (d) =>
          d.listed
            ? getCollection.data.parse({
                ...d,
                description: '',
                privileges: [],
                copyright: null,
                mine: { taken: 0, allowance: d.perUserLimit, unpaidOrderNo: null },
              })
            : null,
        () => null,
      );
      this.collections.set(key, pending);
    }
    return pending;
  }

  private async load(tenant: TenantContext, language: Language, home: boolean): Promise<Omit<FirstScreenData, 'time'>> {
    const { tenants } = this.deps;
    const open = tenant.enable === 1;
    const [theme, menu, configEnable, homeData] = await Promise.all([
      tenants.theme(tenant),
      tenants.menu(tenant, language),
      open ? tenants.configEnable(tenant) : Promise.resolve([]),
      home ? this.home(tenant.id, language) : Promise.resolve(null),
    ]);
    return {
      language,
      info: getTenantInfoConfig.data.parse(tenants.info(tenant)),
      theme: themeMobile.data.parse(theme),
      international: getTenantInternationalConfig.data.parse(tenants.international(tenant)),
      menu: queryMenuSettingInfo.data.parse(menu),
      configEnable: getTenantConfigEnable.data.parse(configEnable),
      home: homeData,
    };
  }

  private async home(tenantId: number, language: Language): Promise<FirstScreenHome> {
    const { catalogue, categories } = this.deps;
    // The query as the call's schema reads it (its defaults filled in), as the route receives it.
    const query = listCollections.query!.parse({
      sortType: String(HOME_FIRST_PAGE.sortType),
      pageSize: String(HOME_FIRST_PAGE.pageSize),
    });
    const [decoration, tree, collections] = await Promise.all([
      catalogue.home.decoration(tenantId, language),
      categories.tree(tenantId, language),
      catalogue.collections.list(tenantId, query, language),
    ]);
    return {
      decoration: getHomeDecoration.data.parse(decoration),
      categoryTree: categoryTree.data.parse(tree),
      collections: listCollections.data.parse(collections),
    };
  }
}

declare module './flows.types' {
  interface Flows {
    /** The first screen's data written into the page (decision 024). */
    firstScreen: FirstScreen;
  }
}

export const firstScreenFlow = defineFlow({
  key: 'firstScreen',
  build: ({ app }) =>
    new FirstScreen({ tenants: app.tenant.tenants, catalogue: app.catalogue, categories: app.category.categories }),
});
