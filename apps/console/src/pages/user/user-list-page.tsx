import type { CallData, Calls } from '@curio/contract/client';
import { Button, Card, Flex, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { dateTime } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { useUserSearch } from './api';
import { userTexts } from './texts';

type Row = CallData<Calls['consoleSearchUsers']>['items'][number];

export default function UserListPage() {
  const t = useTexts(userTexts);
  const [q, setQ] = useState('');
  const search = useUserSearch(q);
  const rows = search.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          enterButton={t('search')}
          allowClear
          style={{ maxWidth: 420 }}
          onSearch={(v) => setQ(v.trim())}
        />
      </Card>
      <Table<Row>
        rowKey="id"
        loading={search.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('id'), dataIndex: 'id', render: (id: number) => <Link to={`/users/${id}`}>#{id}</Link> },
          { title: t('phone'), render: (_: unknown, r) => `${r.areaCode} ${r.maskedPhone}` },
          { title: t('nickname'), dataIndex: 'nickname' },
          {
            title: t('realName'),
            dataIndex: 'realName',
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('verified') : t('notVerified')}</Tag>,
          },
          {
            title: t('chain'),
            dataIndex: 'openChain',
            render: (v: boolean) => <Tag color={v ? 'blue' : 'default'}>{v ? t('opened') : t('notOpened')}</Tag>,
          },
          { title: t('registered'), dataIndex: 'createdAt', render: (ms: number) => dateTime(ms) },
        ]}
      />
      {search.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
            {t('more')}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}
