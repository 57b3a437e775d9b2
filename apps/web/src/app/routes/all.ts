import { activityRoutes } from './activity.routes';
import { addressRoutes } from './address.routes';
import { airdropRoutes } from './airdrop.routes';
import { albumRoutes } from './album.routes';
import { couponRoutes } from './coupon.routes';
import { favouriteRoutes } from './favourite.routes';
import { helpRoutes } from './help.routes';
import { identityRoutes } from './identity.routes';
import { inboxRoutes } from './inbox.routes';
import { routes as bootRoutes } from './index';
import { inviteRoutes } from './invite.routes';
import { brandPreviewRoutes } from './preview.routes';
import type { RouteDef } from './route-def';
import { saleRoutes } from './sale.routes';
import { shareRoutes } from './share.routes';
import { socialRoutes } from './social.routes';
import { synthesisRoutes } from './synthesis.routes';
import { transferRoutes } from './transfer.routes';
import { utilityRoutes } from './utility.routes';
import { walletRoutes } from './wallet.routes';

export type { RouteDef } from './route-def';
export { hasRoute, laterAreaOf, notFoundRoute, SYSTEM_PATHS } from './index';

/**
 * Every route of the table at once, the later areas' lists imported statically (decision 073): for the
 * server's build (the route map of decision 029) and the tests. The browser's app imports `./index`.
 */
export const routes: RouteDef[] = [
  ...bootRoutes,
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
];

const byPath = new Map(routes.map((r) => [r.path, r]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}
