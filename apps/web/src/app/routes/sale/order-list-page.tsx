import { orderItemKindLabel } from '@curio/contract/client';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import {
  ORDER_KIND_FILTERS,
  ORDER_TABS,
  orderKindParam,
  orderListSearch,
  orderTabParam,
  type OrderKindFilter,
  type OrderTab,
} from '../../../features/sale/rules';
import { SALE_PATHS } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { OrderCard } from '../../../features/sale/components/order-card';
import { Tabs } from '../../../components/ui/tabs';
import { useOrderList } from '../../../features/sale/api/list-orders';
import '../../../features/sale/sale.css';

function OrderList({ tab, kind }: { tab: OrderTab; kind: OrderKindFilter }) {
  const { t, lang } = useSaleTexts();
  const list = useOrderList(tab, kind, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <InfiniteList
        className="sale-list"
        listClassName="sale-stack"
        items={list.items}
        keyOf={(o) => o.orderNo}
        renderItem={(o) => (
          <OrderCard order={o} onExpired={() => setTimeout(() => void list.refresh().catch(() => undefined), 1500)} />
        )}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        status={list.status}
        onRetry={list.retry}
        empty={<EmptyState title={t('sale.order.empty')} />}
        skeleton={
          <div className="sale-stack">
            {[0, 1, 2].map((i) => (
              <SkeletonBlock key={i} height={168} radius={14} />
            ))}
          </div>
        }
      />
    </PullRefresh>
  );
}

/**
 * Spec: /pages/account/order/index (pull; login): my orders by state (Curio adds "refunded", decision 039),
 * and by kind (decision 071: drop, blind box, resale, activity), newest first, infinite scroll.
 * `?status=` and `?kind=` keep the choice in the address.
 */
export default function OrderListPage({ query }: PageProps) {
  const { t, lang } = useSaleTexts();
  const navigate = useNavigate();
  // The address is the one source of the choice: a link, the back button or a typed address all move it.
  const tab = orderTabParam(query.status);
  const kind = orderKindParam(query.kind);
  const go = (nextTab: OrderTab, nextKind: OrderKindFilter) =>
    void navigate(`${SALE_PATHS.orders}${orderListSearch(nextTab, nextKind)}`, { replace: true });
  return (
    <main className="sale-orders" data-testid="orders">
      <div className="sale-orders__filters">
        <Tabs
          label={t('sale.order.tabs.label')}
          className="sale-tabs"
          scroll
          items={ORDER_TABS.map((key) => ({ key, label: t(`sale.order.tabs.${key}`) }))}
          value={tab}
          onChange={(next) => go(next, kind)}
          testId="orders-tab"
          tabTestId={(key) => `orders-tab-${key}`}
        />
        <Tabs
          variant="chip"
          small
          scroll
          label={t('sale.order.kinds.label')}
          className="sale-orders__kinds"
          items={ORDER_KIND_FILTERS.map((key) => ({
            key,
            label: key === 'all' ? t('sale.order.kinds.all') : orderItemKindLabel(key, lang),
          }))}
          value={kind}
          onChange={(next) => go(tab, next)}
          testId="orders-kind"
          tabTestId={(key) => `orders-kind-${key}`}
        />
      </div>
      <OrderList key={`${tab}:${kind}`} tab={tab} kind={kind} />
    </main>
  );
}
