import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { ORDER_TABS, orderTabParam, type OrderTab } from '../../../features/sale/rules';
import { SALE_PATHS } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { OrderCard } from '../../../features/sale/components/order-card';
import { Tabs } from '../../../components/ui/tabs';
import { useOrderList } from '../../../features/sale/api/list-orders';
import '../../../features/sale/sale.css';

function OrderList({ tab }: { tab: OrderTab }) {
  const { t, lang } = useSaleTexts();
  const list = useOrderList(tab, lang);
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

/** Spec: /pages/account/order/index (pull; login): my orders by state, newest first, infinite scroll. */
export default function OrderListPage({ query }: PageProps) {
  const { t } = useSaleTexts();
  const navigate = useNavigate();
  const [tab, setTab] = useState<OrderTab>(() => orderTabParam(query.status));
  const change = (next: OrderTab) => {
    setTab(next);
    void navigate(next === 'all' ? SALE_PATHS.orders : `${SALE_PATHS.orders}?status=${next}`, { replace: true });
  };
  return (
    <main className="sale-orders" data-testid="orders">
      <Tabs
        label={t('sale.order.tabs.label')}
        className="sale-tabs sale-tabs--sticky"
        scroll
        items={ORDER_TABS.map((key) => ({ key, label: t(`sale.order.tabs.${key}`) }))}
        value={tab}
        onChange={change}
        testId="orders-tab"
        tabTestId={(key) => `orders-tab-${key}`}
      />
      <OrderList key={tab} tab={tab} />
    </main>
  );
}
