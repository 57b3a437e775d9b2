import type { CallData, Calls } from '@curio/contract/client';
import { Card, Input, Tag } from 'antd';
import { Link } from 'react-router';
import { dateTime } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { urlField, useUrlFilters } from '../../components/use-url-filters';
import { useTexts } from '../../lib/i18n';
import { useUserSearch } from './api';
import { userTexts } from './texts';

type Row = CallData<Calls['consoleSearchUsers']>['items'][number];

/** The search as the address keeps it (decision 068). */
const FIELDS = { q: urlField.text(20) };

export default function UserListPage() {
  const t = useTexts(userTexts);
  const list = useUrlFilters(FIELDS);
  const q = list.filter.q ?? '';
  const search = useUserSearch(q, list);
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Input.Search
          key={list.filterKey}
          defaultValue={q}
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          enterButton={t('search')}
          allowClear
          style={{ maxWidth: 420 }}
          maxLength={20}
          onSearch={(v) => list.setFilter({ q: v })}
        />
      </Card>
      <PagedTable<Row>
        paging={list}
        rows={search.data?.items}
        nextCursor={search.data?.nextBefore}
        loading={search.isPending || search.isPlaceholderData}
        error={search.error}
        onRetry={() => void search.refetch()}
        rowKey="id"
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
    </>
  );
}
