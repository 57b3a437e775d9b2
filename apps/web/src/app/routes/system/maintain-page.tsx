import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { useSession } from '../../../lib/session';
import { reloadTenant } from '../../tenant/bootstrap';

/** Spec: /pages/maintain/index — shown on code 9999. */
export default function MaintainPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const retry = async () => {
    const status = await reloadTenant(queryClient, useSession.getState().language);
    if (status === 'open' || status === 'closed') void navigate('/', { replace: true });
  };
  return (
    <StatusView
      art="maintenance"
      title={t('system.maintainTitle')}
      description={t('system.maintainDesc')}
      testId="maintenance"
      action={<PrimaryButton onClick={() => void retry()}>{t('system.maintainRetry')}</PrimaryButton>}
    />
  );
}
