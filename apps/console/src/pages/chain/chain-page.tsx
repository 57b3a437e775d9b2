import type { CallData, Calls } from '@curio/contract/client';
import { App, Button, Card, Col, Descriptions, Flex, Row, Segmented, Statistic, Tag, theme, Typography } from 'antd';
import { dateTime } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { urlField, useUrlFilters } from '../../components/use-url-filters';
import { useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { JOB_FILTERS, useChainJobs, useRetryChainJob, type JobFilter } from './api';
import { chainTexts } from './texts';

type Job = CallData<Calls['consoleListChainJobs']>['jobs'][number];

/** Which jobs, as the address keeps it (decision 068); absent: the failing ones. */
const FIELDS = { status: urlField.oneOf(JOB_FILTERS) };

export default function ChainPage() {
  const t = useTexts(chainTexts);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const list = useUrlFilters(FIELDS);
  const filter = list.filter.status ?? 'failing';
  const jobs = useChainJobs(filter, list);
  const retry = useRetryChainJob();
  const { data: operator } = useOperator();
  const canRetry = hasRole(operator, ['owner', 'support']);
  const first = jobs.data;
  const kinds = { deploy: t('deploy'), mint: t('mint'), transfer: t('transfer'), burn: t('burn') } as const;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={<Button onClick={() => void jobs.refetch()}>{t('refresh')}</Button>}
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card>
            <Statistic
              title={t('failing')}
              value={first?.counts.failing ?? 0}
              valueStyle={first?.counts.failing ? { color: token.colorError } : undefined}
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('pending')} value={first?.counts.pending ?? 0} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title={t('confirmed')} value={first?.counts.confirmed ?? 0} />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Descriptions column={1} size="small" title={t('contract')}>
              <Descriptions.Item label="">
                {first?.contract ? (
                  <Typography.Text code copyable ellipsis style={{ maxWidth: 240 }}>
                    {first.contract.address}
                  </Typography.Text>
                ) : (
                  t('noContract')
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Flex style={{ marginBottom: 12 }}>
        <Segmented<JobFilter>
          value={filter}
          onChange={(status) => list.setFilter({ status: status === 'failing' ? undefined : status })}
          options={[
            { value: 'failing', label: t('failing') },
            { value: 'pending', label: t('pending') },
            { value: 'all', label: t('all') },
          ]}
        />
      </Flex>
      <PagedTable<Job>
        paging={list}
        rows={jobs.data?.jobs}
        nextCursor={jobs.data?.nextBefore}
        loading={jobs.isPending || jobs.isPlaceholderData}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        rowKey="id"
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: '#', dataIndex: 'id', width: 70 },
          { title: t('kind'), dataIndex: 'kind', render: (k: Job['kind']) => <Tag>{kinds[k]}</Tag> },
          {
            title: t('token'),
            dataIndex: 'tokenId',
            render: (v: string) =>
              v ? (
                <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                  {v}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('status'),
            render: (_: unknown, j) =>
              j.status === 'confirmed' ? (
                <Tag color="green">{t('confirmed')}</Tag>
              ) : j.lastError ? (
                <Tag color="red">{t('failing')}</Tag>
              ) : (
                <Tag color="gold">{t('pending')}</Tag>
              ),
          },
          { title: t('attempts'), dataIndex: 'attempts', align: 'right' },
          {
            title: t('lastError'),
            dataIndex: 'lastError',
            render: (e: string | null) =>
              e ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: e }} style={{ maxWidth: 260 }}>
                  {e}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('nextAttempt'),
            render: (_: unknown, j) => (j.status === 'pending' ? dateTime(j.nextAttemptAt) : '—'),
          },
          {
            title: t('tx'),
            dataIndex: 'txHash',
            render: (h: string | null) =>
              h ? (
                <Typography.Text
                  code
                  copyable={{ text: h }}
                  style={{ whiteSpace: 'nowrap' }}
                >{`${h.slice(0, 10)}…`}</Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('createdAt'),
            dataIndex: 'createdAt',
            render: (ms: number) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(ms)}</span>,
          },
          {
            title: '',
            width: 120,
            render: (_: unknown, j) =>
              canRetry && j.status === 'pending' ? (
                <Button
                  size="small"
                  loading={retry.isPending && retry.variables === j.id}
                  onClick={async () => {
                    try {
                      await retry.mutateAsync(j.id);
                      void message.success(t('retried', { id: j.id }));
                    } catch (e) {
                      void message.error(e instanceof Error ? e.message : String(e));
                    }
                  }}
                >
                  {t('retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
