import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusView
      art="not-found"
      title={t('system.notFoundTitle')}
      description={t('system.notFoundDesc')}
      testId="not-found"
      action={<PrimaryButton onClick={() => navigate('/', { replace: true })}>{t('app.backHome')}</PrimaryButton>}
    />
  );
}
