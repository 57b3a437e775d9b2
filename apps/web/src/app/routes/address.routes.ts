import { ADDRESS_PATHS as P } from '../../features/address/route-paths';
import { addressTexts } from '../../features/address/texts';
import type { RouteDef } from './route-def';

// Shipping addresses (issue 19): my addresses (pick one for an order) and adding or editing one (login).
export const addressRoutes: RouteDef[] = [
  {
    path: P.list,
    page: () => import('./address/address-list-page'),
    auth: true,
    title: 'nav.addresses',
    texts: addressTexts.load,
  },
  {
    path: P.add,
    page: () => import('./address/address-add-page'),
    auth: true,
    title: 'nav.addressEdit',
    texts: addressTexts.load,
  },
];
