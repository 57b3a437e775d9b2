import { useState, type ReactNode } from 'react';

export interface DetailTab {
  key: string;
  title: string;
  content: ReactNode;
}

/** The detail page's tabs (spec §2: details, info on chain, tx records): a sticky bar over one panel. */
export function DetailTabs({ tabs }: { tabs: DetailTab[] }) {
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const current = tabs.find((t) => t.key === active) ?? tabs[0];
  return (
    <section className="cat-tabs">
      <div className="cat-tabs__bar" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={tab.key === current?.key}
            aria-controls={`panel-${tab.key}`}
            className={`cat-tabs__tab${tab.key === current?.key ? ' cat-tabs__tab--active' : ''}`}
            data-testid={`detail-tab-${tab.key}`}
            onClick={() => setActive(tab.key)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {current ? (
        <div className="cat-tabs__panel" role="tabpanel" id={`panel-${current.key}`} aria-labelledby={`tab-${current.key}`}>
          {current.content}
        </div>
      ) : null}
    </section>
  );
}
