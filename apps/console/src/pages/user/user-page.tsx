import { collectibleHoldStatusLabel, type CallData, type Calls, type OrderStatus } from '@curio/contract/client';
import { Button, Card, Descriptions, Flex, Result, Table, Tabs, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { dateTime, fen, ORDER_STATUS_COLOR, orderStatusText } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { useLanguage, useTexts } from '../../lib/i18n';
import { ConsoleRequestError } from '../../lib/request';
import { useUser, useUserCollectibles, useUserOrders } from './api';
import { SuspensionCard } from './suspension-card';
import { userTexts } from './texts';

type OrderRow = CallData<Calls['consoleSearchOrders']>['items'][number];
type ItemRow = CallData<Calls['consoleListCollectibles']>['items'][number];

export default function UserPage() {
  const id = Number(useParams().id);
  const t = useTexts(userTexts);
  const { language } = useLanguage();
  const user = useUser(id);
  const orders = useUserOrders(id);
  const items = useUserCollectibles(id);

  if (user.isError) {
    const notFound = user.error instanceof ConsoleRequestError && user.error.code !== 0;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('notFound') : user.error.message}
        extra={<Link to="/users">{t('back')}</Link>}
      />
    );
  }
  const u = user.data;
  const sources = {
    purchase: t('purchase'),
    box: t('box'),
    airdrop: t('airdrop'),
    cast: t('cast'),
    synthesis: t('synthesis'),
    redemption: t('redemption'),
  } as const;
  return (
    <>
      <PageHeader title={t('user', { id })} subtitle={<Link to="/users">{t('back')}</Link>} />
      <Card title={t('standing')} loading={user.isPending} style={{ marginBottom: 16 }}>
        {u ? (
          <Descriptions column={3} size="middle">
            <Descriptions.Item label={t('phone')}>{`${u.areaCode} ${u.maskedPhone}`}</Descriptions.Item>
            <Descriptions.Item label={t('nickname')}>{u.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('registered')}>{dateTime(u.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('realName')}>
              <Tag color={u.realName ? 'green' : 'default'}>{u.realName ? t('verified') : t('notVerified')}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('maskedName')}>{u.realNameMasked || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('verifiedAt')}>{dateTime(u.realNameAt)}</Descriptions.Item>
            <Descriptions.Item label={t('chain')}>
              <Tag color={u.openChain ? 'blue' : 'default'}>{u.openChain ? t('opened') : t('notOpened')}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('inviteCode')}>{u.inviteCode}</Descriptions.Item>
            <Descriptions.Item label={t('invitedBy')}>
              {u.inviterId === null ? '—' : <Link to={`/users/${u.inviterId}`}>#{u.inviterId}</Link>}
            </Descriptions.Item>
            <Descriptions.Item label={t('passwordLock')}>{dateTime(u.passwordLockedUntil)}</Descriptions.Item>
            <Descriptions.Item label={t('payLock')}>{dateTime(u.payLockedUntil)}</Descriptions.Item>
            <Descriptions.Item label={t('addresses')} span={3}>
              {u.chainAccounts.length === 0 ? (
                t('none')
              ) : (
                <Flex vertical gap={4}>
                  {u.chainAccounts.map((a) => (
                    <span key={a.chainChannelNo}>
                      <Tag>{a.chainChannelNo}</Tag>
                      <Typography.Text code copyable>
                        {a.address}
                      </Typography.Text>
                    </span>
                  ))}
                </Flex>
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      {u ? <SuspensionCard userId={id} suspension={u.suspension} /> : null}
      <Card>
        <Tabs
          items={[
            {
              key: 'orders',
              label: t('orders'),
              children: (
                <>
                  <Table<OrderRow>
                    rowKey="id"
                    size="small"
                    loading={orders.isPending}
                    dataSource={orders.data?.pages.flatMap((p) => p.items) ?? []}
                    pagination={false}
                    locale={{ emptyText: t('none') }}
                    columns={[
                      {
                        title: t('orderNo'),
                        dataIndex: 'orderNo',
                        render: (no: string) => (
                          <Link to={`/orders/${encodeURIComponent(no)}`}>
                            <Typography.Text code>{no}</Typography.Text>
                          </Link>
                        ),
                      },
                      { title: t('item'), render: (_: unknown, r) => r.item.name || `#${r.item.id}` },
                      { title: t('amount'), dataIndex: 'totalAmount', align: 'right', render: (n: number) => fen(n) },
                      {
                        title: t('status'),
                        dataIndex: 'status',
                        render: (s: OrderStatus) => <Tag color={ORDER_STATUS_COLOR[s]}>{orderStatusText(s, language)}</Tag>,
                      },
                      { title: t('createdAt'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
                    ]}
                  />
                  {orders.hasNextPage ? (
                    <Button type="link" onClick={() => void orders.fetchNextPage()}>
                      {t('more')}
                    </Button>
                  ) : null}
                </>
              ),
            },
            {
              key: 'collectibles',
              label: t('collectibles'),
              children: (
                <>
                  <Table<ItemRow>
                    rowKey="id"
                    size="small"
                    loading={items.isPending}
                    dataSource={items.data?.pages.flatMap((p) => p.items) ?? []}
                    pagination={false}
                    locale={{ emptyText: t('none') }}
                    columns={[
                      { title: t('item'), dataIndex: 'collectionName' },
                      { title: t('serial'), dataIndex: 'serial', render: (s: number) => `#${s}` },
                      { title: t('source'), dataIndex: 'source', render: (s: ItemRow['source']) => sources[s] ?? s },
                      {
                        title: t('status'),
                        dataIndex: 'status',
                        render: (s: ItemRow['status']) => (
                          <Tag color={s === 'consumed' ? 'magenta' : s === 'held' ? 'green' : 'blue'}>
                            {collectibleHoldStatusLabel(s, language)}
                          </Tag>
                        ),
                      },
                      { title: t('acquiredAt'), dataIndex: 'acquiredAt', render: (ms: number) => dateTime(ms) },
                    ]}
                  />
                  {items.hasNextPage ? (
                    <Button type="link" onClick={() => void items.fetchNextPage()}>
                      {t('more')}
                    </Button>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
