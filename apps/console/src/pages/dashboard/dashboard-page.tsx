import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { useOperator } from '../../lib/session';
import { dashboardTexts } from './texts';

export default function DashboardPage() {
  const t = useTexts(dashboardTexts);
  const { data: operator } = useOperator();
  return <PageHeader title={t('title')} subtitle={t('subtitle', { tenant: operator?.tenantName ?? '' })} />;
}
