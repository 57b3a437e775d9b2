import { Card, Flex, Typography } from 'antd';
import { useTexts } from '../../lib/i18n';
import { loginTexts } from './texts';

export default function LoginPage() {
  const t = useTexts(loginTexts);
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph>{t('pending')}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
