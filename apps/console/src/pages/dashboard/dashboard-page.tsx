import { Alert, Card, Col, Progress, Row, Segmented, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Chart, type ChartOption } from '../../components/chart';
import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { yuan } from '../../lib/money';
import { useOperator } from '../../lib/session';
import { useDashboard, useLiveDrops } from './api';
import { dashboardTexts } from './texts';

type PeriodKey = 'today' | 'days7' | 'days30';

export default function DashboardPage() {
  const t = useTexts(dashboardTexts);
  const { data: operator } = useOperator();
  const dashboard = useDashboard();
  const live = useLiveDrops();
  const [period, setPeriod] = useState<PeriodKey>('today');
  const figures = dashboard.data?.[period];

  const option = useMemo<ChartOption>(() => {
    const daily = dashboard.data?.daily ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: [t('chartSales'), t('chartOrders')], top: 0, right: 0 },
      grid: { left: 56, right: 56, top: 56, bottom: 32 },
      xAxis: { type: 'category', data: daily.map((d) => d.day.slice(5)) },
      yAxis: [
        { type: 'value', name: t('chartSales') },
        { type: 'value', name: t('chartOrders'), minInterval: 1 },
      ],
      series: [
        { name: t('chartSales'), type: 'bar', data: daily.map((d) => d.sales / 100), itemStyle: { color: '#1d5fd6' } },
        {
          name: t('chartOrders'),
          type: 'line',
          yAxisIndex: 1,
          data: daily.map((d) => d.orders),
          itemStyle: { color: '#d46b08' },
        },
      ],
    };
  }, [dashboard.data, t]);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', { tenant: operator?.tenantCode ?? '' })}
        extra={
          <Segmented<PeriodKey>
            aria-label={t('period')}
            value={period}
            onChange={setPeriod}
            options={[
              { value: 'today', label: t('today') },
              { value: 'days7', label: t('days7') },
              { value: 'days30', label: t('days30') },
            ]}
          />
        }
      />
      {dashboard.isError ? <Alert type="error" showIcon message={dashboard.error.message} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[16, 16]}>
        {(
          [
            ['sales', figures ? yuan(figures.sales) : undefined],
            ['orders', figures?.orders],
            ['newUsers', figures?.newUsers],
            ['verifiedUsers', figures?.verifiedUsers],
          ] as const
        ).map(([key, value]) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Card>
              <Statistic title={t(key)} value={value ?? '—'} loading={dashboard.isPending} data-testid={`stat-${key}`} />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <Card title={t('chart')}>
            {dashboard.isPending ? <Skeleton active /> : <Chart option={option} label={t('chart')} />}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('liveDrops')} extra={<Typography.Text type="secondary">{t('liveHint')}</Typography.Text>}>
            <Table
              size="small"
              rowKey={(d) => `${d.kind}-${d.id}`}
              loading={live.isPending}
              dataSource={live.data?.drops ?? []}
              pagination={false}
              locale={{ emptyText: t('noDrops') }}
              data-testid="live-drops"
              columns={[
                {
                  title: t('drop'),
                  dataIndex: 'name',
                  render: (name: string, d) => (
                    <span>
                      {name} <Tag>{d.kind === 'blindBox' ? t('blindBox') : t('collection')}</Tag>
                    </span>
                  ),
                },
                { title: t('price'), dataIndex: 'price', render: (p: number) => yuan(p), width: 96 },
                {
                  title: t('stock'),
                  key: 'stock',
                  width: 170,
                  render: (_, d) => (
                    <div>
                      <Progress
                        percent={d.totalSupply > 0 ? Math.round((d.sold / d.totalSupply) * 100) : 0}
                        size="small"
                        showInfo={false}
                      />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {d.sold} / {d.totalSupply} · {t('left', { n: Math.max(0, d.totalSupply - d.sold) })}
                      </Typography.Text>
                    </div>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
