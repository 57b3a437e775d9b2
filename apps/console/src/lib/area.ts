import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { ConsoleLanguage } from './i18n';
import type { ConsoleRole } from './session';

// What one area of the console (a folder under pages/) gives the shell: its routes and its menu entries.
// The shell joins every area listed in app/areas.ts.

export interface ConsoleRoute {
  /** Under /console/, without the leading slash: 'dashboard', 'brand/theme', 'orders/:id'. */
  path: string;
  page: LazyExoticComponent<ComponentType> | ComponentType;
  /** Who may open it (none: every signed-in operator). The server checks again on every call. */
  roles?: readonly ConsoleRole[];
  /** 'bare': outside the shell and without a session (the sign-in pages). Default 'shell'. */
  frame?: 'shell' | 'bare';
}

export interface ConsoleMenuEntry {
  /** Unique; also the path it opens when `path` is absent. */
  key: string;
  path?: string;
  label: Record<ConsoleLanguage, string>;
  icon?: ReactNode;
  roles?: readonly ConsoleRole[];
  /** Smaller first; the shell's groups are 10 dashboard, 20 brand & decoration, 30 catalogue & content, 40 operations, 50 platform & security. */
  order: number;
  /** Sub-entries (a group in the side menu). */
  children?: Omit<ConsoleMenuEntry, 'children' | 'icon'>[];
  /**
   * A heading this entry sits under beside other areas' entries (the menu's Growth holds the synthesis and
   * the activity areas' pages): the shell joins the entries of one group key into one group of sub-entries,
   * ordered by their `order`. Presentation only: the entry's key and path stay its own.
   */
  group?: ConsoleMenuGroup;
}

/** A heading of the side menu shared by several areas (components/menu-groups.ts). */
export interface ConsoleMenuGroup {
  key: string;
  label: Record<ConsoleLanguage, string>;
  icon?: ReactNode;
  /** Among the top-level entries. */
  order: number;
}

/**
 * Where an area's pages work, as its calls' `consoleHost` says: a tenant's own host (the default), the
 * platform host (admin.*: the tenants), or both (operators, the audit log).
 */
export type ConsoleHost = 'tenant' | 'platform' | 'any';

/** Whether an area of `host` works on this console's host (`platformHost`: the platform's, no tenant). */
export function worksOn(host: ConsoleHost | undefined, platformHost: boolean): boolean {
  const where = host ?? 'tenant';
  return where === 'any' || (where === 'platform') === platformHost;
}

export interface ConsoleArea {
  /** Its folder under pages/: the noun of what it manages, as the contract and the server name it (decision 056). */
  name: string;
  /** Where its pages work (default 'tenant'): the menu offers it only there, its pages elsewhere say where to go. */
  host?: ConsoleHost;
  routes: ConsoleRoute[];
  menu: ConsoleMenuEntry[];
}

/**
 * The areas' menu entries as the shell shows them: an entry with a `group` goes under that group's heading
 * with the other entries of the same group key; the heading is shown to whoever may open one of them.
 */
export function joinMenu(entries: ConsoleMenuEntry[]): ConsoleMenuEntry[] {
  const headings = new Map<string, ConsoleMenuEntry>();
  const joined: ConsoleMenuEntry[] = [];
  for (const entry of entries) {
    const { group } = entry;
    if (!group) {
      joined.push(entry);
      continue;
    }
    const child = {
      key: entry.key,
      label: entry.label,
      order: entry.order,
      ...(entry.path !== undefined ? { path: entry.path } : {}),
      ...(entry.roles !== undefined ? { roles: entry.roles } : {}),
    };
    const heading = headings.get(group.key);
    if (!heading) {
      const first: ConsoleMenuEntry = {
        key: group.key,
        label: group.label,
        icon: group.icon,
        order: group.order,
        children: [child],
      };
      if (child.roles) first.roles = child.roles;
      headings.set(group.key, first);
      joined.push(first);
    } else {
      heading.children!.push(child);
      // An entry open to every operator opens the heading to all.
      heading.roles = heading.roles && child.roles ? [...new Set([...heading.roles, ...child.roles])] : undefined;
    }
  }
  return joined;
}
