import type { LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import { seedDemoCatalogues } from '../catalog-import/demo-catalogues';
import { fileServices } from '../../modules/file/index';
import { DEFAULT_CHAIN_CHANNEL } from '../../modules/tenant/index';
import type { FileStorage } from '../../providers/storage/file-storage';
import { iconSvg, logoSvg } from './art';
import { contentsFor } from './contents';

interface DemoTenant {
  code: string;
  hosts: string[];
  platformName: string;
  appId: string;
  enable: number;
  defaultLanguage: string;
  languages: string[];
  logo: { letter: string; from: string; to: string };
  theme: {
    themeColor: string;
    background: string;
    text: string;
    textSub: string;
    card: string;
    minor: string;
    divider: string;
    menuText: string;
    menuSelect: string;
  };
  menus: { name: LocalizedText; icon: string; link: string; linkType: number }[];
  categories: { name: LocalizedText; children?: LocalizedText[] }[];
  disabled: { chainInfo: string[]; accountMenu: string[] };
  /** settings.chainChannels: the chains the tenant's collectibles live on. */
  chainChannels: string[];
}

const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

const PHONE_AREAS = [
  { code: '+86', name: t('中国大陆', '中國大陸', 'Mainland China') },
  { code: '+852', name: t('中国香港', '中國香港', 'Hong Kong, China') },
];

/** The specification's default colours: theme #2FB8E6, tab active #E63D3D, page #F8F8F8. */
const LIGHT_THEME: DemoTenant['theme'] = {
  themeColor: '#2FB8E6',
  background: '#F8F8F8',
  text: '#1A1A1A',
  textSub: '#8C8C8C',
  card: '#FFFFFF',
  minor: '#F2F3F5',
  divider: '#EBEDF0',
  menuText: '#999999',
  menuSelect: '#E63D3D',
};

const HOME_MENU: DemoTenant['menus'][number] = {
  name: t('首页', '首頁', 'Home'),
  icon: 'home',
  link: '/pages/index/index',
  linkType: 1,
};
/** Link type 2 marks the market page (spec section 2). */
const MARKET_MENU: DemoTenant['menus'][number] = {
  name: t('市场', '市場', 'Market'),
  icon: 'market',
  link: '/pages/market/index',
  linkType: 2,
};

export const DEMO_TENANTS: DemoTenant[] = [
  {
    code: 'demo',
    hosts: ['localhost', '127.0.0.1'],
    platformName: 'Curio Demo',
    appId: 'curio-demo',
    enable: 1,
    defaultLanguage: 'zh-CN',
    languages: ['zh-CN', 'zh-TW', 'en'],
    logo: { letter: 'C', from: '#2FB8E6', to: '#1E6FD9' },
    theme: LIGHT_THEME,
    menus: [
      HOME_MENU,
      MARKET_MENU,
      { name: t('合成', '合成', 'Synthesis'), icon: 'synthesis', link: '/pages/synthesis/index', linkType: 1 },
      { name: t('我的', '我的', 'Mine'), icon: 'mine', link: '/pages/account/index/index', linkType: 1 },
    ],
    categories: [
      { name: t('艺术', '藝術', 'Art'), children: [t('绘画', '繪畫', 'Painting'), t('摄影', '攝影', 'Photography')] },
      { name: t('潮玩', '潮玩', 'Designer toys') },
      { name: t('音乐', '音樂', 'Music') },
      { name: t('文博', '文博', 'Heritage') },
    ],
    disabled: { chainInfo: [], accountMenu: ['coupons'] },
    chainChannels: [DEFAULT_CHAIN_CHANNEL],
  },
  {
    code: 'aurora',
    hosts: ['aurora.localhost'],
    platformName: 'Aurora',
    appId: 'aurora',
    enable: 1,
    defaultLanguage: 'en',
    languages: ['en', 'zh-CN', 'zh-TW'],
    logo: { letter: 'A', from: '#8B5CF6', to: '#EC4899' },
    theme: {
      themeColor: '#8B5CF6',
      background: '#0E1020',
      text: '#F2F3FF',
      textSub: '#8A8FB5',
      card: '#1A1D33',
      minor: '#232744',
      divider: '#2C3050',
      menuText: '#6B7096',
      menuSelect: '#A78BFA',
    },
    menus: [
      HOME_MENU,
      { name: t('首发', '首發', 'Drops'), icon: 'market', link: '/pages/market/index', linkType: 2 },
      { name: t('空投', '空投', 'Airdrops'), icon: 'airdrop', link: '/pages/airdrop/index', linkType: 1 },
      { name: t('我', '我', 'Me'), icon: 'mine', link: '/pages/account/index/index', linkType: 1 },
    ],
    categories: [
      { name: t('生成艺术', '生成藝術', 'Generative') },
      { name: t('音乐', '音樂', 'Music'), children: [t('电子', '電子', 'Electronic')] },
      { name: t('体育', '體育', 'Sports') },
    ],
    disabled: { chainInfo: ['tokenId'], accountMenu: ['albums', 'coupons'] },
    chainChannels: [DEFAULT_CHAIN_CHANNEL],
  },
  {
    code: 'closed',
    hosts: ['closed.localhost'],
    platformName: 'Maple Arts',
    appId: 'maple-arts',
    enable: 0,
    defaultLanguage: 'zh-CN',
    languages: ['zh-CN', 'zh-TW', 'en'],
    logo: { letter: 'M', from: '#9CA3AF', to: '#4B5563' },
    theme: LIGHT_THEME,
    menus: [HOME_MENU, MARKET_MENU],
    categories: [{ name: t('艺术', '藝術', 'Art') }],
    disabled: { chainInfo: [], accountMenu: [] },
    chainChannels: [DEFAULT_CHAIN_CHANNEL],
  },
];

const svg = (s: string) => Buffer.from(s, 'utf8');

/**
 * Seeds the demo tenants. Idempotent: a tenant that exists already (by code) is left as it is,
 * so running it again, or after an operator changed something, changes nothing. Then fills what
 * later migrations added and any tenant still lacks (`fillMissing`).
 */
export async function seedDemo(db: Db, storage: FileStorage, tenants: DemoTenant[] = DEMO_TENANTS): Promise<string[]> {
  const created: string[] = [];
  for (const d of tenants) {
    const exists = await db.kysely.selectFrom('tenants').select('id').where('code', '=', d.code).executeTakeFirst();
    if (exists) continue;
    const now = Date.now();
    await db.kysely.transaction().execute(async (trx) => {
      const tenant = await trx
        .insertInto('tenants')
        .values({
          code: d.code,
          platform_name: d.platformName,
          app_id: d.appId,
          component_app_id: '',
          img_url: '',
          enable: d.enable,
          default_language: d.defaultLanguage,
          languages: JSON.stringify(d.languages),
          time_zone: 'Asia/Shanghai',
          settings: JSON.stringify({ chainChannels: d.chainChannels }),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tenantId = tenant.id;
      const { files } = fileServices(db, storage, 5);
      const trxFiles = { save: (...a: [number, null, Buffer, string, string]) => files.saveIn(trx, ...a) };
      const logo = await trxFiles.save(
        tenantId,
        null,
        svg(logoSvg(d.logo.letter, d.logo.from, d.logo.to)),
        'image/svg+xml',
        'logo.svg',
      );
      await trx.updateTable('tenants').set({ img_url: logo.url }).where('id', '=', tenantId).execute();
      await trx
        .insertInto('tenant_domains')
        .values(d.hosts.map((host) => ({ host, tenant_id: tenantId })))
        .execute();
      await trx
        .insertInto('tenant_themes')
        .values({
          tenant_id: tenantId,
          theme_color: d.theme.themeColor,
          global_background_color: d.theme.background,
          global_text_color: d.theme.text,
          global_text_sub_color: d.theme.textSub,
          global_card_background_color: d.theme.card,
          global_minor_background_color: d.theme.minor,
          global_dividing_line_color: d.theme.divider,
          menu_text_color: d.theme.menuText,
          menu_select_text_color: d.theme.menuSelect,
          gray_mode: 0,
          updated_at: now,
        })
        .execute();
      let sort = 0;
      for (const m of d.menus) {
        const icon = await trxFiles.save(
          tenantId,
          null,
          svg(iconSvg(m.icon, d.theme.menuText)),
          'image/svg+xml',
          `${m.icon}.svg`,
        );
        const active = await trxFiles.save(
          tenantId,
          null,
          svg(iconSvg(m.icon, d.theme.menuSelect)),
          'image/svg+xml',
          `${m.icon}-active.svg`,
        );
        await trx
          .insertInto('tenant_menus')
          .values({
            tenant_id: tenantId,
            sort: sort++,
            name: JSON.stringify(m.name),
            icon: icon.url,
            selected_icon: active.url,
            link: m.link,
            link_type: m.linkType,
          })
          .execute();
      }
      await trx
        .insertInto('tenant_phone_areas')
        .values(PHONE_AREAS.map((a, i) => ({ tenant_id: tenantId, area_code: a.code, name: JSON.stringify(a.name), sort: i })))
        .execute();
      await trx
        .insertInto('tenant_config_enable')
        .values([
          { tenant_id: tenantId, classification: 1, disable_content: JSON.stringify(d.disabled.chainInfo) },
          { tenant_id: tenantId, classification: 2, disable_content: JSON.stringify(d.disabled.accountMenu) },
        ])
        .execute();
      let cs = 0;
      for (const c of d.categories) {
        const parent = await trx
          .insertInto('categories')
          .values({ tenant_id: tenantId, parent_id: null, name: JSON.stringify(c.name), icon: '', sort: cs++, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        let ch = 0;
        for (const child of c.children ?? []) {
          await trx
            .insertInto('categories')
            .values({
              tenant_id: tenantId,
              parent_id: parent.id,
              name: JSON.stringify(child),
              icon: '',
              sort: ch++,
              created_at: now,
            })
            .execute();
        }
      }
    });
    created.push(d.code);
  }
  await fillMissing(db.kysely);
  await seedDemoCatalogues(db, storage);
  return created;
}

/**
 * What every tenant needs since the identity migration, added only where it is missing (tenants made
 * before it, or by an operator): a chain channel list in the settings and the four documents. An
 * operator's own settings and texts are never overwritten.
 */
export async function fillMissing(db: Kysely<Database>): Promise<void> {
  const tenants = await db.selectFrom('tenants').select(['id', 'platform_name', 'settings']).execute();
  const now = Date.now();
  for (const t of tenants) {
    let settings: Record<string, unknown>;
    try {
      settings = JSON.parse(t.settings) as Record<string, unknown>;
    } catch {
      settings = {};
    }
    if (!Array.isArray(settings.chainChannels)) {
      await db
        .updateTable('tenants')
        .set({ settings: JSON.stringify({ ...settings, chainChannels: [DEFAULT_CHAIN_CHANNEL] }) })
        .where('id', '=', t.id)
        .execute();
    }
    await db
      .insertInto('tenant_contents')
      .values(
        contentsFor(t.platform_name).map((c) => ({
          tenant_id: t.id,
          kind: c.kind,
          title: JSON.stringify(c.title),
          html: JSON.stringify(c.html),
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'kind']).doNothing())
      .execute();
  }
}
