import { Card, Flex, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, useLanguage } from '../../lib/i18n';

/** The sign-in pages' frame: a centred card with the title and the language switch. */
export function SignInFrame({
  title,
  subtitle,
  children,
  width = 420,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const { language, setLanguage } = useLanguage();
  return (
    <main>
      <Flex vertical justify="center" align="center" gap={16} style={{ minHeight: '100vh', padding: 24 }}>
        <Typography.Text strong style={{ fontSize: 16, letterSpacing: 1 }}>
          Curio Console
        </Typography.Text>
        <Card style={{ width, maxWidth: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
          {children}
        </Card>
        <Segmented
          aria-label="Language"
          value={language}
          onChange={(v) => setLanguage(v as (typeof CONSOLE_LANGUAGES)[number])}
          options={CONSOLE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        />
      </Flex>
    </main>
  );
}
