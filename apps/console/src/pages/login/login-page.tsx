import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { request } from '../../lib/request';
import { useTexts } from '../../lib/i18n';
import { SignInFrame } from './sign-in-frame';
import { useFinishSignIn } from './sign-in';
import { loginTexts } from './texts';

/** Email + password; then the two-factor step, enrolling an authenticator, or the console. */
export default function LoginPage() {
  const t = useTexts(loginTexts);
  const { message } = App.useApp();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  const submit = async (v: { email: string; password: string }) => {
    setBusy(true);
    try {
      const view = await request('consoleLogin', { body: v, quietSignedOut: true });
      // Not enrolled where two-factor is optional: offer enrolling (skippable).
      if (view.stage === 'done' && view.totpOptional && !view.operator.totpEnrolled) {
        sessionStorage.setItem('curio-console-offer-enrol', '1');
        finish({ ...view, stage: 'enrol' });
        return;
      }
      finish(view);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={t('title')} subtitle={t('subtitle')}>
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item label={t('email')} name="email" rules={[{ required: true, message: t('emailRequired') }]}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('submit')}
        </Button>
      </Form>
    </SignInFrame>
  );
}
