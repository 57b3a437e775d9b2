import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { request } from '../../lib/request';
import { useTexts } from '../../lib/i18n';
import { SignInFrame } from './sign-in-frame';
import { useFinishSignIn, useNextQuery } from './sign-in';
import { loginTexts } from './texts';

/** The second step: the authenticator's code, or a recovery code. */
export default function TotpPage() {
  const t = useTexts(loginTexts);
  const { message } = App.useApp();
  const finish = useFinishSignIn();
  const next = useNextQuery();
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string }>();

  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const view = recovery
        ? await request('consoleUseRecoveryCode', { body: { code }, quietSignedOut: true })
        : await request('consoleVerifyTotp', { body: { code }, quietSignedOut: true });
      finish(view);
    } catch (e) {
      form.resetFields();
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={t('totpTitle')} subtitle={recovery ? t('recoveryHint') : t('totpHint')}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy} key={String(recovery)}>
        {recovery ? (
          <Form.Item label={t('recoveryCode')} name="code" rules={[{ required: true, message: t('recoveryRequired') }]}>
            <Input autoComplete="off" autoFocus placeholder="xxxxx-xxxxx" />
          </Form.Item>
        ) : (
          <Form.Item label={t('code')} name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: t('codeRequired') }]}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              style={{ letterSpacing: 6, fontSize: 20 }}
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('verify')}
        </Button>
        <Button type="link" block onClick={() => setRecovery(!recovery)} style={{ marginTop: 8 }}>
          {recovery ? t('useTotp') : t('useRecovery')}
        </Button>
        <Link to={`/login${next}`}>{t('backToLogin')}</Link>
      </Form>
    </SignInFrame>
  );
}
