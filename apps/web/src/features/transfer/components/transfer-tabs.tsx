/** The tabs above a list of moves (all / in / out, or all / gifts / airdrops). */
export function TransferTabs<K extends string | number>({
  tabs,
  active,
  onChange,
  testId,
}: {
  tabs: readonly { key: K; title: string }[];
  active: K;
  onChange: (key: K) => void;
  testId: string;
}) {
  return (
    <div className="tr-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          className="tr-tabs__tab"
          aria-selected={tab.key === active}
          onClick={() => onChange(tab.key)}
          data-testid={`${testId}-${tab.key}`}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
