import { Alert, Card, Col, DatePicker, Flex, Progress, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Chart, type ChartOption } from '../../components/chart';
import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { yuan } from '../../lib/money';
import { useOperator } from '../../lib/session';
import { useTenantTimeZone } from '../../lib/tenant/time-zone';
import { useColorScheme } from '../../lib/theme';
import { useDashboard, useLiveDrops } from './api';
import { FIGURE_COLOURS } from './colours';
import { PERIOD_MAX_DAYS, presetPeriod, todayIn, type PresetKey } from './period';
import { dashboardTexts } from './texts';

const DAY = 'YYYY-MM-DD';
const MONEY = ['sales', 'resaleFees', 'royalties', 'refunds'] as const;

export default function DashboardPage() {
  const t = useTexts(dashboardTexts);
  const { data: operator } = useOperator();
  const timeZone = useTenantTimeZone();
  const colours = FIGURE_COLOURS[useColorScheme()];
  const today = todayIn(timeZone);
  // The period lives in the address (a link shows the same days); none: the server's default, the last 30
  // days up to the tenant's today.
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = from && to ? { from, to } : null;
  const setPeriod = (p: { from: string; to: string }) => setParams({ from: p.from, to: p.to }, { replace: true });
  const dashboard = useDashboard(period);
  const live = useLiveDrops();
  const shown = dashboard.data ? { from: dashboard.data.from, to: dashboard.data.to } : presetPeriod('days30', today);
  // The picker shows the days asked for (the previous period's figures stay while the new ones load), and
  // its value is the same array until those days change: the picker takes a new array for a new value and
  // would drop a half-picked range (a start picked, the end not yet) each time the live drops' poll
  // re-renders the page.
  const asked = dashboard.isPlaceholderData && period ? period : shown;
  const picked = useMemo(() => [dayjs(asked.from), dayjs(asked.to)] as [Dayjs, Dayjs], [asked.from, asked.to]);
  const total = dashboard.data?.total;

  const presets = (['today', 'days7', 'days30', 'thisMonth', 'lastMonth'] as const).map((key: PresetKey) => {
    const p = presetPeriod(key, today);
    return { label: t(key), value: [dayjs(p.from), dayjs(p.to)] as [Dayjs, Dayjs] };
  });

  const option = useMemo<ChartOption>(() => {
    const daily = dashboard.data?.daily ?? [];
    const names = { sales: t('sales'), resaleFees: t('resaleFees'), royalties: t('royalties'), refunds: t('refunds') };
    return {
      // Figures, not a show: the chart is drawn at once (and again each minute without moving).
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { data: [...MONEY.map((k) => names[k]), t('chartOrders')], top: 0, left: 0 },
      grid: { left: 64, right: 48, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: daily.map((d) => (daily.length > 1 ? d.day.slice(5) : d.day)) },
      yAxis: [
        { type: 'value', name: t('chartYuan') },
        { type: 'value', name: t('chartOrders'), minInterval: 1 },
      ],
      series: [
        ...MONEY.map((k) => ({
          name: names[k],
          type: 'bar',
          data: daily.map((d) => d[k] / 100),
          itemStyle: { color: colours[k] },
        })),
        {
          name: t('chartOrders'),
          type: 'line',
          yAxisIndex: 1,
          data: daily.map((d) => d.orders),
          itemStyle: { color: colours.orders },
        },
      ],
    };
  }, [dashboard.data, t, colours]);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', { tenant: operator?.tenantCode ?? '' })}
        extra={
          <Flex vertical align="end" gap={4}>
            <div data-testid="dashboard-period">
              <DatePicker.RangePicker
                aria-label={t('period')}
                allowClear={false}
                value={picked}
                presets={presets}
                disabledDate={(d, info) => {
                  const from = info.from;
                  return !!from && Math.abs(d.diff(from, 'day')) >= PERIOD_MAX_DAYS;
                }}
                onChange={(range) => {
                  const [from, to] = range ?? [];
                  if (from && to) setPeriod({ from: from.format(DAY), to: to.format(DAY) });
                }}
              />
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('zoneHint', { zone: timeZone })}
            </Typography.Text>
          </Flex>
        }
      />
      {dashboard.isError ? <Alert type="error" showIcon message={dashboard.error.message} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[16, 16]}>
        {MONEY.map((key) => (
          <Col key={key} xs={24} sm={12} xl={6}>
            <Card>
              <Statistic
                title={
                  <span>
                    <span
                      aria-hidden
                      style={{
                        display: 'inline-block',
                        width: 8,
                        height: 8,
                        borderRadius: 4,
                        marginRight: 6,
                        background: colours[key],
                      }}
                    />
                    {t(key)}
                  </span>
                }
                value={total ? yuan(total[key]) : '—'}
                loading={dashboard.isPending}
                data-testid={`stat-${key}`}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`${key}Hint`)}
              </Typography.Text>
            </Card>
          </Col>
        ))}
        {(['orders', 'newUsers', 'verifiedUsers'] as const).map((key) => (
          <Col key={key} xs={24} sm={8}>
            <Card size="small">
              <Statistic title={t(key)} value={total?.[key] ?? '—'} loading={dashboard.isPending} data-testid={`stat-${key}`} />
            </Card>
          </Col>
        ))}
        <Col xs={24} xl={14}>
          <Card title={t('chart', { from: shown.from, to: shown.to })}>
            {dashboard.isPending ? (
              <Skeleton active />
            ) : (
              <Chart option={option} label={t('chart', { from: shown.from, to: shown.to })} />
            )}
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
