import { Button, Flex, Layout, Menu, Select, Space, Spin, Tag, theme, Typography, type MenuProps } from 'antd';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { ConsoleMenuEntry } from '../lib/area';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, useLanguage, useTexts, type ConsoleLanguage } from '../lib/i18n';
import { hasRole, useSignOut, type ConsoleOperator } from '../lib/session';
import { shellTexts } from './shell-texts';

/** The console's frame: the side menu by area, the header (tenant, operator, language, sign out), the page. */
export function ConsoleLayout({ operator, menu }: { operator: ConsoleOperator; menu: ConsoleMenuEntry[] }) {
  const t = useTexts(shellTexts);
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);

  const items = useMemo<MenuProps['items']>(
    () =>
      menu
        .filter((e) => hasRole(operator, e.roles))
        .sort((a, b) => a.order - b.order)
        .map((e) => {
          const children = e.children?.filter((c) => hasRole(operator, c.roles)).sort((a, b) => a.order - b.order);
          return children && children.length > 0
            ? {
                key: e.key,
                icon: e.icon,
                label: e.label[language],
                children: children.map((c) => ({ key: `/${c.path ?? c.key}`, label: c.label[language] })),
              }
            : { key: `/${e.path ?? e.key}`, icon: e.icon, label: e.label[language] };
        }),
    [menu, operator, language],
  );
  const selected = useMemo(() => {
    // The longest menu path that starts the current one.
    const paths = menu.flatMap((e) => [`/${e.path ?? e.key}`, ...(e.children ?? []).map((c) => `/${c.path ?? c.key}`)]);
    const match = paths
      .filter((p) => location.pathname === p || location.pathname.startsWith(`${p}/`))
      .sort((a, b) => b.length - a.length)[0];
    return match ? [match] : [];
  }, [menu, location.pathname]);
  const openGroups = useMemo(
    () => menu.filter((e) => e.children?.some((c) => selected.includes(`/${c.path ?? c.key}`))).map((e) => e.key),
    [menu, selected],
  );

  const tenant = operator.hostTenantId === null ? t('platform') : (operator.tenantCode ?? String(operator.hostTenantId));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={224}
        theme="light"
        style={{ borderRight: `1px solid ${token.colorSplit}` }}
      >
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            padding: '0 20px',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {collapsed ? 'C' : t('product')}
        </div>
        <nav aria-label={t('product')}>
          <Menu
            mode="inline"
            items={items}
            selectedKeys={selected}
            defaultOpenKeys={openGroups}
            onClick={(info) => {
              void navigate(info.key);
            }}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 24px',
            borderBottom: `1px solid ${token.colorSplit}`,
            height: 56,
            lineHeight: '56px',
          }}
        >
          <Flex justify="space-between" align="center" style={{ height: '100%' }}>
            <Space size={8}>
              <Typography.Text strong data-testid="console-tenant">
                {tenant}
              </Typography.Text>
            </Space>
            <Space size={16}>
              <Select<ConsoleLanguage>
                aria-label={t('language')}
                value={language}
                onChange={setLanguage}
                options={CONSOLE_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                style={{ width: 120 }}
                size="small"
              />
              <Space size={4}>
                <Typography.Text data-testid="console-operator">{operator.name || operator.email}</Typography.Text>
                <Tag>{t(`role_${operator.role}`)}</Tag>
              </Space>
              <Button
                size="small"
                onClick={() => {
                  void signOut().then(() => navigate('/login'));
                }}
              >
                {t('signOut')}
              </Button>
            </Space>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export function PageLoading({ children }: { children?: ReactNode }) {
  const t = useTexts(shellTexts);
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin tip={t('loading')}>{children ?? <div style={{ width: 80, height: 80 }} />}</Spin>
    </Flex>
  );
}
