import type { ConfigEnable } from '../../lib/tenant/tenant-calls';
import { disabledItems, useTenant } from '../../lib/tenant/tenant-store';
import type { MenuIconName } from './components/menu-icon';

/** One entry of the account menu on the mine page. */
export interface AccountMenuItem {
  /** The name operators use in the tenant's classification-2 disableContent list. */
  key: string;
  icon: MenuIconName;
  /** i18n key of the label. */
  label: string;
  /** The page it opens (a route of the specification). */
  route: string;
}

/** Spec section 3: classification 2 of the tenant's config lists switches account menu items off. */
export const ACCOUNT_MENU_CLASSIFICATION = 2;

/**
 * THE account menu. An item shows only when its page is in the route table and the tenant has not
 * switched it off, so items appear by themselves as their pages are built.
 */
export const ACCOUNT_MENU: readonly AccountMenuItem[] = [
  { key: 'orders', icon: 'orders', label: 'account.menu.orders', route: '/pages/account/order/index' },
  { key: 'wallet', icon: 'wallet', label: 'account.menu.wallet', route: '/pages/account/wallet/index' },
  { key: 'invite', icon: 'invite', label: 'account.menu.invite', route: '/pages/account/invite/index' },
  { key: 'home', icon: 'home', label: 'account.menu.home', route: '/pages/account/home/index' },
  { key: 'flow', icon: 'flow', label: 'account.menu.flow', route: '/pages/account/flow/flow' },
  { key: 'receive', icon: 'receive', label: 'account.menu.receive', route: '/pages/account/flow/receive' },
  { key: 'gifts', icon: 'gift', label: 'account.menu.gifts', route: '/pages/account/give/index' },
  { key: 'airdrops', icon: 'airdrop', label: 'account.menu.airdrops', route: '/pages/airdrop/index' },
  { key: 'activities', icon: 'activity', label: 'account.menu.activities', route: '/pages/activity/index/index' },
  { key: 'synthesis', icon: 'synthesis', label: 'account.menu.synthesis', route: '/pages/synthesis/index' },
  { key: 'openbox', icon: 'box', label: 'account.menu.openbox', route: '/pages/account/openbox/index' },
  { key: 'coupons', icon: 'coupon', label: 'account.menu.coupons', route: '/pages/coupons/index' },
  { key: 'exchange', icon: 'exchange', label: 'account.menu.exchange', route: '/pages/home/swap/index' },
  { key: 'albums', icon: 'album', label: 'account.menu.albums', route: '/pages/album/list' },
  { key: 'address', icon: 'address', label: 'account.menu.address', route: '/pages/activity/address/index' },
  { key: 'profile', icon: 'profile', label: 'account.menu.profile', route: '/pages/account/about/index' },
  { key: 'safety', icon: 'safety', label: 'account.menu.safety', route: '/pages/account/safety/index' },
  { key: 'help', icon: 'help', label: 'account.menu.help', route: '/pages/account/help/index' },
];

const pathOf = (route: string) => route.split('?', 1)[0] ?? route;

/** The items to show: their page exists and the tenant has not disabled them. */
export function visibleMenuItems(
  items: readonly AccountMenuItem[],
  hasRoute: (path: string) => boolean,
  disabled: readonly string[],
): AccountMenuItem[] {
  const off = new Set(disabled);
  return items.filter((item) => !off.has(item.key) && hasRoute(pathOf(item.route)));
}

/**
 * The account menu of this tenant: pages that exist (`hasRoute`, given by the app's route table), minus
 * what its config lists switch off.
 */
export function accountMenu(
  hasRoute: (path: string) => boolean,
  configEnable: ConfigEnable = useTenant.getState().configEnable,
): AccountMenuItem[] {
  return visibleMenuItems(ACCOUNT_MENU, hasRoute, disabledItems(configEnable, ACCOUNT_MENU_CLASSIFICATION));
}
