import { useLocation, useNavigate } from 'react-router';
import { HOME_LINKS, HOME_PATH } from '../../lib/navigation';
import { useTenant } from '../../lib/tenant/tenant-store';
import './shell.css';
import { useServerLazy } from '../../lib/server-markup';
import { sizedImage } from '../../lib/image';

/**
 * Where a menu entry leads inside the app. Spec §2: "a menu entry of link type 2 marks the market page
 * and its index", whatever its link says.
 */
export function entryLink(entry: { link: string; linkType: number }, marketPath: string): string {
  return entry.linkType === 2 ? marketPath : entry.link;
}

/** Which tab is active: the one whose link is the current page, or `?tab=` on the home shell. */
export function activeTabIndex(links: string[], pathname: string, tabParam: string | null): number {
  if (HOME_LINKS.has(pathname) && tabParam !== null && /^\d+$/.test(tabParam)) return Number(tabParam);
  const exact = links.findIndex((l) => l === pathname || (HOME_LINKS.has(l) && HOME_LINKS.has(pathname)));
  return exact;
}

export interface TabBarProps {
  /** "Is this route built?": a tab whose page is not built yet shows its section inside the home shell. */
  hasRoute: (path: string) => boolean;
  /** Where a link-type-2 entry (the market) leads. */
  marketPath: string;
}

/** The tab bar from the server menu (names, icons, colours from menuColorVO). */
export function TabBar({ hasRoute, marketPath }: TabBarProps) {
  const loading = useServerLazy();
  const menu = useTenant((s) => s.menu);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = menu?.menuSettingInfoList ?? [];
  if (entries.length === 0) return null;
  const active = activeTabIndex(
    entries.map((e) => entryLink(e, marketPath)),
    location.pathname,
    new URLSearchParams(location.search).get('tab'),
  );

  const open = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (entry.linkType === 3) {
      window.location.href = entry.link;
      return;
    }
    // A section whose page is not open yet is shown inside the home shell.
    const link = entryLink(entry, marketPath);
    const to = HOME_LINKS.has(link) ? HOME_PATH : hasRoute(link) ? link : `${HOME_PATH}?tab=${index}`;
    void navigate(to, { replace: true });
  };

  return (
    <nav className="curio-tabbar" aria-label="tabs">
      {entries.map((entry, i) => {
        const selected = i === active;
        return (
          <button
            key={entry.id}
            type="button"
            className={`curio-tabbar__item${selected ? ' curio-tabbar__item--active' : ''}`}
            aria-current={selected ? 'page' : undefined}
            data-link-type={entry.linkType}
            onClick={() => open(i)}
          >
            <img
              className="curio-tabbar__icon"
              {...sizedImage(selected ? entry.selectedIcon || entry.icon : entry.icon, '24px')}
              alt=""
              width={24}
              height={24}
              loading={loading}
            />
            <span className="curio-tabbar__label">{entry.name}</span>
          </button>
        );
      })}
    </nav>
  );
}
