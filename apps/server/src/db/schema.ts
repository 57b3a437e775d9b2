import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for kysely. One schema for SQLite and PostgreSQL:
 * - ids are integers (SQLite INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL serial);
 * - booleans are integers 0/1; times are bigint milliseconds since the epoch;
 * - amounts are integer fen; JSON is stored as text and parsed in the repository.
 * Every table that holds tenant data has `tenant_id`.
 */
type Id = Generated<number>;

export interface TenantsTable {
  id: Id;
  code: string;
  platform_name: string;
  app_id: string;
  component_app_id: string;
  img_url: string;
  enable: number;
  default_language: string;
  /** JSON array of language tags offered to users. */
  languages: string;
  time_zone: string;
  /** JSON object of per-tenant settings (PRODUCT.md "(setting)" values). */
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface TenantDomainsTable {
  host: string;
  tenant_id: number;
}

export interface TenantThemesTable {
  tenant_id: number;
  theme_color: string;
  global_background_color: string;
  global_text_color: string;
  global_text_sub_color: string;
  global_card_background_color: string;
  global_minor_background_color: string;
  global_dividing_line_color: string;
  menu_text_color: string;
  menu_select_text_color: string;
  gray_mode: number;
  updated_at: number;
}

export interface TenantMenusTable {
  id: Id;
  tenant_id: number;
  sort: number;
  /** JSON LocalizedText. */
  name: string;
  icon: string;
  selected_icon: string;
  link: string;
  link_type: number;
}

export interface TenantPhoneAreasTable {
  id: Id;
  tenant_id: number;
  area_code: string;
  /** JSON LocalizedText. */
  name: string;
  sort: number;
}

export interface TenantConfigEnableTable {
  id: Id;
  tenant_id: number;
  classification: number;
  /** JSON array of disabled items. */
  disable_content: string;
}

export interface CategoriesTable {
  id: Id;
  tenant_id: number;
  parent_id: number | null;
  /** JSON LocalizedText. */
  name: string;
  icon: string;
  sort: number;
  created_at: number;
}

export interface ShortLinksTable {
  id: Id;
  tenant_id: number;
  code: string;
  url: string;
  url_hash: string;
  visits: ColumnType<number, number | undefined, number>;
  created_at: number;
}

export interface FilesTable {
  id: string;
  tenant_id: number;
  owner_user_id: number | null;
  content_type: string;
  size: number;
  storage_key: string;
  original_name: string;
  created_at: number;
}

export interface UsersTable {
  id: Id;
  tenant_id: number;
  area_code: string;
  phone: string;
  nickname: string;
  avatar_url: string;
  intro: string;
  invite_code: string;
  inviter_id: number | null;
  password_hash: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  tenant_id: number;
  user_id: number;
  created_at: number;
  expires_at: number;
  renewed_at: number;
  revoked_at: number | null;
}

export interface SharedKeysTable {
  key: string;
  expires_at: number;
}

export interface SharedCountersTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface Database {
  tenants: TenantsTable;
  tenant_domains: TenantDomainsTable;
  tenant_themes: TenantThemesTable;
  tenant_menus: TenantMenusTable;
  tenant_phone_areas: TenantPhoneAreasTable;
  tenant_config_enable: TenantConfigEnableTable;
  categories: CategoriesTable;
  short_links: ShortLinksTable;
  files: FilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  shared_keys: SharedKeysTable;
  shared_counters: SharedCountersTable;
}
