import { useTranslation } from '../../../lib/i18n';
import { StatusView } from '../../../components/shell/status-view';
import { useTenant } from '../../../lib/tenant/tenant-store';
import type { PageProps } from '../../page';
import { HomeHeader } from '../../../features/catalogue/home/home-header';
import { HomeView } from '../../../features/catalogue/home/home-view';
import '../../../features/catalogue/home/home.css';

/**
 * Spec: / and /pages/index/index — the home shell with the tab bar — and /pages/home/index (the home
 * page itself). A tab whose section has no page yet is shown here (`?tab=<index>`) as "coming soon".
 */
export default function IndexPage({ query }: PageProps) {
  const { t } = useTranslation();
  const menu = useTenant((s) => s.menu);
  const tab = query.tab !== undefined ? menu?.menuSettingInfoList[Number(query.tab)] : undefined;

  if (tab && Number(query.tab) > 0) {
    return (
      <>
        <HomeHeader />
        <StatusView
          art="soon"
          title={t('home.sectionSoonTitle')}
          description={t('home.sectionSoonDesc', { name: tab.name })}
          testId="section-soon"
        />
      </>
    );
  }
  return <HomeView />;
}
