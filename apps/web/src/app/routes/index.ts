import { catalogueRoutes } from './catalogue.routes';
import { homeRoutes } from './home.routes';
import type { RouteDef } from './route-def';
import { systemRoutes } from './system.routes';
import { SALE_PATHS } from '../../features/sale/route-paths';
import { IDENTITY_PATHS } from '../../features/identity/paths';
import { AIRDROP_PATHS } from '../../features/airdrop/route-paths';
import { ACTIVITY_PATHS } from '../../features/activity/route-paths';
import { INBOX_PATHS } from '../../features/inbox/paths';
import { SOCIAL_PATHS } from '../../features/social/route-paths';
import { TRANSFER_PATHS } from '../../features/transfer/route-paths';
import { WALLET_PATHS } from '../../features/wallet/route-paths';
import { FAVOURITE_PATHS } from '../../features/favourite/paths';
import { SYNTHESIS_PATHS } from '../../features/synthesis/route-paths';
import { COUPON_PATHS } from '../../features/coupon/route-paths';
import { ADDRESS_PATHS } from '../../features/address/route-paths';
import { ALBUM_PATHS } from '../../features/album/route-paths';
import { INVITE_PATHS } from '../../features/invite/paths';
import { UTILITY_PATHS } from '../../features/utility/route-paths';
import { SHARE_PATHS } from '../../features/share/paths';
import { HELP_PATHS } from '../../features/help/paths';
import { BRAND_PREVIEW_PATHS } from '../../features/brand-preview/route-paths';

export type { RouteDef } from './route-def';
export { notFoundRoute, SYSTEM_PATHS } from './system.routes';

/**
 * The one route table, assembled from one list per area (`<area>.routes.ts`). It holds only pages that
 * exist, every one lazy. Paths are the specification's (section 2), each written once, in its feature's
 * `paths.ts`.
 *
 * The boot carries the lists of the storefront a visitor from a link opens first (the home, the catalogue
 * with the market and the drop details, the system pages); every other area's list (its pages' loaders,
 * texts, titles) is a chunk of its own, loaded with the first of its pages (decision 073). The boot knows
 * those areas by their paths only (their feature's `paths.ts`, which lists exactly the area's routes: a test
 * holds the two together), so "is this route built?" is answered at once.
 */
export const routes: RouteDef[] = [...homeRoutes, ...catalogueRoutes, ...systemRoutes];

/** An area whose route list loads with its first page: its paths, and the loader of its list. */
export interface LaterArea {
  paths: readonly string[];
  /** The area's module (`<area>.routes.ts`); the server's build tags it with its source (decision 029). */
  module: () => Promise<unknown>;
  load: () => Promise<RouteDef[]>;
}

function laterArea<M>(paths: Record<string, string>, module: () => Promise<M>, pick: (m: M) => RouteDef[]): LaterArea {
  let list: Promise<RouteDef[]> | undefined;
  const load = () =>
    (list ??= module().then(
      (m) => {
        const defs = pick(m);
        for (const def of defs) byPath.set(def.path, def);
        return defs;
      },
      (error: unknown) => {
        list = undefined;
        throw error;
      },
    ));
  return { paths: Object.values(paths), module, load };
}

const byPath = new Map(routes.map((r) => [r.path, r]));

export const laterAreas: LaterArea[] = [
  laterArea(
    SALE_PATHS,
    () => import('./sale.routes'),
    (m) => m.saleRoutes,
  ),
  laterArea(
    IDENTITY_PATHS,
    () => import('./identity.routes'),
    (m) => m.identityRoutes,
  ),
  laterArea(
    AIRDROP_PATHS,
    () => import('./airdrop.routes'),
    (m) => m.airdropRoutes,
  ),
  laterArea(
    ACTIVITY_PATHS,
    () => import('./activity.routes'),
    (m) => m.activityRoutes,
  ),
  laterArea(
    INBOX_PATHS,
    () => import('./inbox.routes'),
    (m) => m.inboxRoutes,
  ),
  laterArea(
    SOCIAL_PATHS,
    () => import('./social.routes'),
    (m) => m.socialRoutes,
  ),
  laterArea(
    TRANSFER_PATHS,
    () => import('./transfer.routes'),
    (m) => m.transferRoutes,
  ),
  laterArea(
    WALLET_PATHS,
    () => import('./wallet.routes'),
    (m) => m.walletRoutes,
  ),
  laterArea(
    FAVOURITE_PATHS,
    () => import('./favourite.routes'),
    (m) => m.favouriteRoutes,
  ),
  laterArea(
    SYNTHESIS_PATHS,
    () => import('./synthesis.routes'),
    (m) => m.synthesisRoutes,
  ),
  laterArea(
    COUPON_PATHS,
    () => import('./coupon.routes'),
    (m) => m.couponRoutes,
  ),
  laterArea(
    ADDRESS_PATHS,
    () => import('./address.routes'),
    (m) => m.addressRoutes,
  ),
  laterArea(
    ALBUM_PATHS,
    () => import('./album.routes'),
    (m) => m.albumRoutes,
  ),
  laterArea(
    INVITE_PATHS,
    () => import('./invite.routes'),
    (m) => m.inviteRoutes,
  ),
  laterArea(
    UTILITY_PATHS,
    () => import('./utility.routes'),
    (m) => m.utilityRoutes,
  ),
  laterArea(
    SHARE_PATHS,
    () => import('./share.routes'),
    (m) => m.shareRoutes,
  ),
  laterArea(
    HELP_PATHS,
    () => import('./help.routes'),
    (m) => m.helpRoutes,
  ),
  laterArea(
    BRAND_PREVIEW_PATHS,
    () => import('./preview.routes'),
    (m) => m.brandPreviewRoutes,
  ),
];

const laterByPath = new Map(laterAreas.flatMap((a) => a.paths.map((p) => [p, a] as const)));

/** The area list a path belongs to when it is not in the boot's lists. */
export function laterAreaOf(path: string): LaterArea | undefined {
  return laterByPath.get(path);
}

/** The route of a path, when its list is in: the boot's lists, and the areas loaded so far. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

const pending = new Map<string, Promise<RouteDef | undefined>>();

/**
 * The route of any path: at once (a resolved promise) from the lists that are in, else once its area's list
 * has loaded. The same promise for the same path (a component may `use()` it); a failed load is tried again.
 */
export function loadRoute(path: string): Promise<RouteDef | undefined> {
  const known = byPath.get(path);
  if (known) return Promise.resolve(known);
  const area = laterByPath.get(path);
  if (!area) return Promise.resolve(undefined);
  let p = pending.get(path);
  if (!p) {
    p = area.load().then(
      () => byPath.get(path),
      (error: unknown) => {
        pending.delete(path);
        throw error;
      },
    );
    pending.set(path, p);
  }
  return p;
}

/** "Is this route built?": what the menu and the tab bar are given, instead of the table. */
export function hasRoute(path: string): boolean {
  return byPath.has(path) || laterByPath.has(path);
}
