import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../../app/routes';
import { SALE_PATHS } from '../../../lib/sale/index';
import { SaleNotFound } from '../components/parts';
import CashierPage from './cashier-page';
import MyCollectiblePage from './my-collectible-page';
import MyHomePage from './my-home-page';
import OpenedBoxesPage from './opened-boxes-page';
import OrderDetailPage from './order-detail-page';
import OrderListPage from './order-list-page';

/**
 * The sale's pages as ONE lazy chunk for the route table: each lazy chunk costs the first load an entry
 * in Vite's preload map (with the list of its own chunks), and the home route's budget (decision 006)
 * has no room for six. The pages are small and a buyer moves between them (detail → cashier → order →
 * my home → collectible), so loading them together also makes those moves instant.
 */
const PAGES: Record<string, ComponentType<PageProps>> = {
  [SALE_PATHS.cashier]: CashierPage,
  [SALE_PATHS.orders]: OrderListPage,
  [SALE_PATHS.order]: OrderDetailPage,
  [SALE_PATHS.myHome]: MyHomePage,
  [SALE_PATHS.myCollectible]: MyCollectiblePage,
  [SALE_PATHS.openedBoxes]: OpenedBoxesPage,
};

export default function SalePage(props: PageProps) {
  const Page = PAGES[useLocation().pathname] ?? SaleNotFound;
  return <Page {...props} />;
}
