import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { useSession } from '../../../lib/session';
import { reloadTenant } from '../../tenant/bootstrap';
import { useTenant } from '../../../lib/tenant/tenant-store';

/** Spec: /pages/nonetenant/closure — the platform is closed; leaving it for the root reloads tenant info. */
export default function ClosurePage() {
  const { t } = useTranslation();
  const info = useTenant((s) => s.info);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    const status = await reloadTenant(queryClient, useSession.getState().language);
    setBusy(false);
    if (status === 'open') void navigate('/', { replace: true });
  };

  return (
    <StatusView
      art="closed"
      logo={info?.imgUrl || undefined}
      title={t('system.closureTitle')}
      description={t('system.closureDesc', { name: info?.platformName ?? '' })}
      testId="closure"
      action={
        <PrimaryButton onClick={() => void leave()} testId="closure-back">
          {busy ? t('app.loading') : t('system.closureBack')}
        </PrimaryButton>
      }
    />
  );
}
