import { Alert, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { zonedLabel } from '../../components/zoned-time';
import { defineTexts, useTexts } from '../../lib/i18n';
import { request } from '../../lib/request';
import { useTenantTimeZone } from '../../lib/tenant';

const texts = defineTexts({
  en: {
    title: 'Visitors found no page behind these tabs',
    hint: 'Each link below is no page of the storefront: visitors who tap its tab see "page not found". Correct the link and publish.',
    seen: '{link} — visits: {hits}, the last at {at}',
  },
  'zh-CN': {
    title: '访客通过以下标签未找到页面',
    hint: '以下链接不是商城的页面：点击该标签的访客会看到“页面不存在”。请修改链接后发布。',
    seen: '{link} — 访问 {hits} 次，最近一次 {at}',
  },
  'zh-TW': {
    title: '訪客透過以下標籤未找到頁面',
    hint: '以下連結不是商城的頁面：點擊該標籤的訪客會看到「頁面不存在」。請修改連結後發布。',
    seen: '{link} — 造訪 {hits} 次，最近一次 {at}',
  },
});

/**
 * The published tab bar's links that led visitors to no page (the storefront reports them): shown above
 * the menu editor until the link is corrected and published. Nothing when there are none.
 */
export function MenuMisses() {
  const t = useTexts(texts);
  const tz = useTenantTimeZone();
  const misses = useQuery({ queryKey: ['console', 'brand', 'menu-misses'], queryFn: () => request('consoleMenuLinkMisses') });
  const items = misses.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="menu-misses"
      style={{ marginBottom: 16 }}
      title={t('title')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{t('hint')}</Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {items.map((m) => (
              <li key={m.link}>{t('seen', { link: m.link, hits: m.hits, at: zonedLabel(m.lastAt, tz) })}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
