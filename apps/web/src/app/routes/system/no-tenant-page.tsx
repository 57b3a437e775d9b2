import { useTranslation } from '../../../lib/i18n';
import { StatusView } from '../../../components/shell/status-view';

/** Spec: /pages/nonetenant/index — the host belongs to no tenant (code 2060025). */
export default function NoTenantPage() {
  const { t } = useTranslation();
  return <StatusView art="missing" title={t('system.noTenantTitle')} description={t('system.noTenantDesc')} testId="no-tenant" />;
}
