import { useState, type ReactNode } from 'react';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';

export interface DetailTab {
  key: string;
  title: string;
  content: ReactNode;
}

/** The detail page's tabs (spec §2: details, info on chain, tx records): a sticky bar over one panel. */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const current = tabs.find((t) => t.key === active) ?? tabs[0];
  return (
    <section className="cat-tabs">
      <Tabs
        className="cat-tabs__bar"
        label={label}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.title }))}
        value={current?.key ?? ''}
        onChange={setActive}
        idBase="detail"
        tabTestId={(key) => `detail-tab-${key}`}
      />
      {current ? (
        <div className="cat-tabs__panel" {...tabPanelProps('detail', current.key)}>
          {current.content}
        </div>
      ) : null}
    </section>
  );
}
