import { activityRoutes } from './activity.routes';
import { airdropRoutes } from './airdrop.routes';
import { brandPreviewRoutes } from './preview.routes';
import { catalogueRoutes } from './catalogue.routes';
import { favouriteRoutes } from './favourite.routes';
import { homeRoutes } from './home.routes';
import { identityRoutes } from './identity.routes';
import { inboxRoutes } from './inbox.routes';
import type { RouteDef } from './route-def';
import { saleRoutes } from './sale.routes';
import { socialRoutes } from './social.routes';
import { systemRoutes } from './system.routes';
import { transferRoutes } from './transfer.routes';
import { walletRoutes } from './wallet.routes';
import { synthesisRoutes } from './synthesis.routes';
import { couponRoutes } from './coupon.routes';
import { addressRoutes } from './address.routes';
import { albumRoutes } from './album.routes';
import { inviteRoutes } from './invite.routes';
import { utilityRoutes } from './utility.routes';
import { shareRoutes } from './share.routes';
import { helpRoutes } from './help.routes';

export type { RouteDef } from './route-def';
export { notFoundRoute, SYSTEM_PATHS } from './system.routes';

/**
 * The one route table, assembled from one list per area (`<area>.routes.ts`). It holds only pages that
 * exist, every one lazy; the bundler groups them into one chunk per area (vite.config.ts). Paths are the
 * specification's (section 2), each written once, in its feature's `paths.ts`.
 */
export const routes: RouteDef[] = [
  ...homeRoutes,
  ...catalogueRoutes,
  ...saleRoutes,
  ...airdropRoutes,
  ...activityRoutes,
  ...identityRoutes,
  ...inboxRoutes,
  ...socialRoutes,
  ...transferRoutes,
  ...walletRoutes,
  ...favouriteRoutes,
  ...synthesisRoutes,
  ...couponRoutes,
  ...addressRoutes,
  ...albumRoutes,
  ...inviteRoutes,
  ...utilityRoutes,
  ...shareRoutes,
  ...helpRoutes,
  ...brandPreviewRoutes,
  ...systemRoutes,
];

const byPath = new Map(routes.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** "Is this route built?": what the menu and the tab bar are given, instead of the table. */
export function hasRoute(path: string): boolean {
  return byPath.has(path);
}
