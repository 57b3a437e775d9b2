export interface TabItem<K extends string> {
  key: K;
  title: string;
}

/** A row of tabs with an underline in the theme colour; sticky under the navigation bar. */
export function SaleTabs<K extends string>({
  tabs,
  active,
  onChange,
  testId,
  className,
}: {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`sale-tabs${className ? ` ${className}` : ''}`} role="tablist" data-testid={testId}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={`sale-tabs__tab${tab.key === active ? ' sale-tabs__tab--active' : ''}`}
          onClick={() => onChange(tab.key)}
          data-testid={testId ? `${testId}-${tab.key}` : undefined}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
