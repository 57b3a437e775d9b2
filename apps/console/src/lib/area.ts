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
}

export interface ConsoleArea {
  name: string;
  routes: ConsoleRoute[];
  menu: ConsoleMenuEntry[];
}
