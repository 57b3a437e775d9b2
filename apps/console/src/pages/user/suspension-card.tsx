import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { ReasonModal } from '../../components/reason-modal';
import { useState } from 'react';
import { dateTime } from '../../components/ops-format';
import { useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { useLiftSuspension, useSuspendUser } from './suspension-api';
import { suspensionTexts } from './suspension-texts';

/** A user's suspension on their page (decision 067): the state, and for owner/support suspend or lift. */
export function SuspensionCard({ userId, suspension }: { userId: number; suspension: { at: number; reason: string } | null }) {
  const t = useTexts(suspensionTexts);
  const { modal, message } = App.useApp();
  const { data: operator } = useOperator();
  const canWrite = hasRole(operator, ['owner', 'support']);
  const [suspending, setSuspending] = useState(false);
  const lift = useLiftSuspension(userId);
  return (
    <Card title={t('title')} style={{ marginBottom: 16 }} data-testid="suspension-card">
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Space direction="vertical" size={4}>
          <span>
            <Tag color={suspension ? 'red' : 'green'} data-testid="suspension-state">
              {suspension ? t('suspended') : t('active')}
            </Tag>
            {suspension ? (
              <Typography.Text type="secondary">{t('since', { at: dateTime(suspension.at) })}</Typography.Text>
            ) : null}
          </span>
          <Typography.Text type={suspension ? undefined : 'secondary'}>
            {suspension ? t('reason', { reason: suspension.reason }) : t('activeHint')}
          </Typography.Text>
        </Space>
        {canWrite ? (
          suspension ? (
            <Button
              loading={lift.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('liftTitle', { id: userId }),
                  content: t('liftBody'),
                  okText: t('lift'),
                  cancelText: t('cancel'),
                  onOk: async () => {
                    try {
                      await lift.mutateAsync();
                      void message.success(t('lifted'));
                    } catch (e) {
                      void message.error(e instanceof Error ? e.message : String(e));
                    }
                  },
                })
              }
            >
              {t('lift')}
            </Button>
          ) : (
            <Button danger onClick={() => setSuspending(true)}>
              {t('suspend')}
            </Button>
          )
        ) : null}
      </Flex>
      {suspending ? <SuspendDialog userId={userId} onClose={() => setSuspending(false)} /> : null}
    </Card>
  );
}

function SuspendDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const t = useTexts(suspensionTexts);
  const { message } = App.useApp();
  const suspend = useSuspendUser(userId);
  return (
    <ReasonModal
      title={t('suspendTitle', { id: userId })}
      warning={t('suspendWarning')}
      label={t('reasonLabel')}
      placeholder={t('reasonPlaceholder')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      pending={suspend.isPending}
      submit={async (reason) => {
        const r = await suspend.mutateAsync(reason);
        void message.success(t('suspendedDone', { count: r.takenDown }));
        if (r.heldByOrders > 0) void message.warning(t('heldLeft', { count: r.heldByOrders }), 8);
      }}
      onClose={onClose}
    />
  );
}
