import type { CallData, Calls } from '@curio/contract/client';
import { Alert, App, Button, Flex, Form, Input, QRCode, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { request, setCsrfToken } from '../../lib/request';
import { useTexts } from '../../lib/i18n';
import { SignInFrame } from './sign-in-frame';
import { useFinishSignIn, useNextQuery, type SessionView } from './sign-in';
import { loginTexts } from './texts';

type Enrolment = CallData<Calls['consoleEnrolTotp']>;

/** Enrolling an authenticator: QR code (otpauth URI), the key, 10 recovery codes, confirmed with a code. */
export default function EnrolPage() {
  const t = useTexts(loginTexts);
  const { message } = App.useApp();
  const finish = useFinishSignIn();
  const next = useNextQuery();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [session, setSession] = useState<SessionView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const me = await request('consoleMe', { quietSignedOut: true });
        setSession(me);
        setCsrfToken(me.csrfToken);
        setEnrolment(await request('consoleEnrolTotp', { quietSignedOut: true }));
      } catch (e) {
        setFailed((e as Error).message);
      }
    })();
  }, []);

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const view = await request('consoleConfirmTotp', { body: { code }, quietSignedOut: true });
      sessionStorage.removeItem('curio-console-offer-enrol');
      finish(view);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const skip = () => {
    sessionStorage.removeItem('curio-console-offer-enrol');
    if (session) finish(session);
  };

  if (failed) {
    return (
      <SignInFrame title={t('enrolTitle')}>
        <Alert type="error" showIcon message={failed} />
        <Link to={`/login${next}`}>{t('backToLogin')}</Link>
      </SignInFrame>
    );
  }
  if (!enrolment || !session) {
    return (
      <SignInFrame title={t('enrolTitle')}>
        <Flex justify="center">
          <Spin />
        </Flex>
      </SignInFrame>
    );
  }
  const codes = enrolment.recoveryCodes.join('\n');
  return (
    <SignInFrame title={t('enrolTitle')} width={560}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>{t('enrolStep1')}</Typography.Text>
        <Flex gap={24} align="center" wrap>
          <div role="img" aria-label={t('qrLabel')}>
            <QRCode value={enrolment.otpauthUri} size={176} bordered color="#000000" bgColor="#FFFFFF" />
          </div>
          <div>
            <Typography.Text type="secondary">{t('enrolSecret')}</Typography.Text>
            <Typography.Paragraph copyable code data-testid="totp-secret" style={{ wordBreak: 'break-all', marginTop: 4 }}>
              {enrolment.secret}
            </Typography.Paragraph>
          </div>
        </Flex>
        <Typography.Text>{t('enrolStep2')}</Typography.Text>
        <pre
          data-testid="recovery-codes"
          style={{
            columns: 2,
            margin: 0,
            padding: 12,
            borderRadius: 8,
            border: '1px solid rgba(128,128,128,0.35)',
            fontSize: 14,
          }}
        >
          {codes}
        </pre>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(codes).then(() => message.success(t('copied')));
          }}
        >
          {t('copyCodes')}
        </Button>
        <Typography.Text>{t('enrolStep3')}</Typography.Text>
        <Form layout="vertical" onFinish={confirm} requiredMark={false} disabled={busy}>
          <Form.Item label={t('code')} name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: t('codeRequired') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ letterSpacing: 6, fontSize: 20 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('confirm')}
          </Button>
        </Form>
        {session.totpOptional && session.stage === 'done' ? (
          <Flex vertical gap={4}>
            <Button block onClick={skip}>
              {t('skip')}
            </Button>
            <Typography.Text type="secondary">{t('skipHint')}</Typography.Text>
          </Flex>
        ) : null}
      </Space>
    </SignInFrame>
  );
}
