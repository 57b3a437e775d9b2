import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { reportMissingMenuLink } from '../../../lib/tenant/tenant-calls';
import { StatusView } from '../../../components/shell/status-view';
import { useTenant } from '../../../lib/tenant/tenant-store';
import type { PageProps } from '../../page';
import { HomeHeader } from '../../../features/catalogue/home/home-header';
import { HomeView } from '../../../features/catalogue/home/home-view';
import '../../../features/catalogue/home/home.css';

/**
 * Spec: / and /pages/index/index — the home shell with the tab bar — and /pages/home/index (the home
 * page itself). A tab whose link is no page of the storefront (the operator's typo, or a page of another
 * product) is shown here (`?tab=<index>`) as "page not found", and reported for the operator's tab bar page.
 */
export default function IndexPage({ query }: PageProps) {
  const menu = useTenant((s) => s.menu);
  const tab = query.tab !== undefined ? menu?.menuSettingInfoList[Number(query.tab)] : undefined;

  if (tab && Number(query.tab) > 0) {
    return (
      <>
        <HomeHeader />
        <MissingSection link={tab.link} name={tab.name} />
      </>
    );
  }
  return <HomeView />;
}

function MissingSection({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    void reportMissingMenuLink(link);
  }, [link]);
  return (
    <StatusView
      art="not-found"
      title={t('system.notFoundTitle')}
      description={t('home.sectionMissingDesc', { name })}
      testId="section-missing"
    />
  );
}
