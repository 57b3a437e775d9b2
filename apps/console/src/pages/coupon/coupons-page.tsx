import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Select,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
  Button,
} from 'antd';
import { businessTypeLabel } from '@curio/contract/client';
import { useState } from 'react';
import { LocalizedInput, pickText } from '../../components/localized-input';
import { fen } from '../../components/ops-format';
import { zonedLabel } from '../../components/zoned-time';
import { PageHeader } from '../../components/page-header';
import { SaveDrawer } from '../../components/save-drawer';
import { useLanguage, useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { useCollectionOptions, useTenantTimeZone } from '../../lib/tenant';
import { useCoupons, useCreateCoupon, type Coupon } from './api';
import { newCouponForm, SCOPE_TYPES, toCouponBody, type CouponFormValues } from './coupon-form';
import { WRITERS } from './roles';
import { ScopeText, useCouponValue, ValidityText } from './shared';
import { couponTexts } from './texts';

/** Coupons (issue 19): every template with its counts; the claimable ones are the storefront's coupon campaigns. */
export default function CouponsPage() {
  const t = useTexts(couponTexts);
  const { language } = useLanguage();
  const { message } = App.useApp();
  const { data: operator } = useOperator();
  const canWrite = hasRole(operator, WRITERS);
  const tz = useTenantTimeZone();
  const list = useCoupons();
  const collections = useCollectionOptions();
  const create = useCreateCoupon();
  const value = useCouponValue();
  const [tab, setTab] = useState<'all' | 'campaigns'>('all');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<CouponFormValues>();
  const kind = Form.useWatch('kind', form);
  const validityKind = Form.useWatch('validityKind', form);

  const collectionName = (id: number) => collections.nameOf.get(id) ?? `#${id}`;
  const rows = (list.data ?? []).filter((c) => tab === 'all' || c.claimable);

  const start = () => {
    create.reset();
    form.resetFields();
    form.setFieldsValue(newCouponForm(tz));
    setOpen(true);
  };
  const submit = async (v: CouponFormValues) => {
    try {
      await create.mutateAsync(toCouponBody(v, tz));
      void message.success(t('created'));
      setOpen(false);
    } catch {
      // Shown in the drawer.
    }
  };

  const columns = [
    {
      title: t('colName'),
      key: 'name',
      render: (_: unknown, c: Coupon) => (
        <Flex vertical>
          <Typography.Text strong>{pickText(c.name, language)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{c.id} · {zonedLabel(c.createdAt, tz)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('colValue'),
      key: 'value',
      render: (_: unknown, c: Coupon) => <Tag color={c.kind === 'amount' ? 'volcano' : 'geekblue'}>{value(c)}</Tag>,
    },
    {
      title: t('colMinSpend'),
      key: 'minSpend',
      align: 'right' as const,
      render: (_: unknown, c: Coupon) => (c.minSpend > 0 ? fen(c.minSpend) : t('noMinimum')),
    },
    {
      title: t('colValidity', { tz }),
      key: 'validity',
      render: (_: unknown, c: Coupon) => <ValidityText validity={c.validity} tz={tz} />,
    },
    {
      title: t('colCounts'),
      key: 'counts',
      width: 270,
      render: (_: unknown, c: Coupon) => (
        <Flex vertical>
          <Typography.Text>{t('countsOf', { issued: c.issued, used: c.used, total: c.total })}</Typography.Text>
          <Progress
            percent={c.total ? Math.round((c.issued / c.total) * 100) : 0}
            success={{ percent: c.total ? Math.round((c.used / c.total) * 100) : 0 }}
            size="small"
            showInfo={false}
            aria-label={t('countsOf', { issued: c.issued, used: c.used, total: c.total })}
          />
        </Flex>
      ),
    },
    ...(tab === 'campaigns'
      ? [
          {
            title: t('colLeft'),
            key: 'left',
            align: 'right' as const,
            render: (_: unknown, c: Coupon) => Math.max(0, c.total - c.issued),
          },
          { title: t('colPerUser'), key: 'perUser', align: 'right' as const, render: (_: unknown, c: Coupon) => c.perUserLimit },
        ]
      : [
          {
            title: t('colClaimable'),
            key: 'claimable',
            render: (_: unknown, c: Coupon) =>
              c.claimable ? <Tag color="green">{t('claimableYes')}</Tag> : <Tag>{t('claimableNo')}</Tag>,
          },
        ]),
    {
      title: t('colScope'),
      key: 'scope',
      render: (_: unknown, c: Coupon) => <ScopeText scope={c.scope} collectionName={collectionName} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('couponsTitle')}
        subtitle={t('couponsSubtitle')}
        extra={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={start}>
              {t('newCoupon')}
            </Button>
          ) : null
        }
      />
      {!canWrite ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('readOnly')} /> : null}
      {list.isError ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={list.error.message} />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'all' | 'campaigns')}
        items={[
          { key: 'all', label: t('tabAll') },
          { key: 'campaigns', label: t('tabCampaigns') },
        ]}
      />
      <Table<Coupon>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: tab === 'all' ? t('emptyCoupons') : t('emptyCampaigns') }}
        scroll={{ x: 1100 }}
        columns={columns}
      />
      <SaveDrawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('newCoupon')}
        width={720}
        saving={create.isPending}
        onSave={() => form.submit()}
        error={create.error}
        texts={{ cancel: t('cancel'), save: t('create'), refused: t('refused') }}
      >
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('fixedOnce')} />
        <Form<CouponFormValues> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
          <Form.Item
            name="name"
            label={t('fName')}
            rules={[
              {
                required: true,
                validator: (_, v?: Record<string, string>) =>
                  Object.values(v ?? {}).some((x) => x?.trim()) ? Promise.resolve() : Promise.reject(new Error(t('fName'))),
              },
            ]}
          >
            <LocalizedInput />
          </Form.Item>
          <Form.Item name="kind" label={t('fKind')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'amount', label: t('kind_amount') },
                { value: 'percent', label: t('kind_percent') },
              ]}
            />
          </Form.Item>
          <Flex gap={16} wrap>
            {kind === 'percent' ? (
              <Form.Item name="percent" label={t('fPercent')} rules={[{ required: true }]} extra={t('fPercentHelp')}>
                <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: 200 }} />
              </Form.Item>
            ) : (
              <Form.Item name="amountYuan" label={t('fAmount')} rules={[{ required: true }]} extra={t('fAmountHelp')}>
                <InputNumber min={0.01} max={100_000} precision={2} step={1} prefix="¥" style={{ width: 200 }} />
              </Form.Item>
            )}
            <Form.Item name="minSpendYuan" label={t('fMinSpend')} extra={t('fMinSpendHelp')}>
              <InputNumber min={0} max={1_000_000} precision={2} step={1} prefix="¥" style={{ width: 200 }} />
            </Form.Item>
          </Flex>
          <Form.Item name="validityKind" label={t('fValidity')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'fixed', label: t('validity_fixed') },
                { value: 'days', label: t('validity_days') },
              ]}
            />
          </Form.Item>
          {validityKind === 'days' ? (
            <Form.Item name="days" label={t('fDays')} rules={[{ required: true }]}>
              <InputNumber min={1} max={3650} precision={0} style={{ width: 200 }} />
            </Form.Item>
          ) : (
            <Flex gap={16} wrap>
              <Form.Item name="validFrom" label={t('fFrom', { tz })} rules={[{ required: true }]}>
                <Input type="datetime-local" style={{ width: 240 }} />
              </Form.Item>
              <Form.Item
                name="validTo"
                label={t('fTo', { tz })}
                dependencies={['validFrom']}
                rules={[
                  { required: true },
                  ({ getFieldValue }) => ({
                    validator: (_, v?: string) =>
                      !v || !getFieldValue('validFrom') || v > (getFieldValue('validFrom') as string)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('toAfterFrom'))),
                  }),
                ]}
              >
                <Input type="datetime-local" style={{ width: 240 }} />
              </Form.Item>
            </Flex>
          )}
          <Flex gap={16} wrap>
            <Form.Item name="total" label={t('fTotal')} rules={[{ required: true }]}>
              <InputNumber min={1} max={10_000_000} precision={0} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="perUserLimit" label={t('fPerUser')} rules={[{ required: true }]}>
              <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
            </Form.Item>
          </Flex>
          <Form.Item name="businessTypes" label={t('fBusinessTypes')}>
            <Checkbox.Group options={SCOPE_TYPES.map((b) => ({ value: b, label: businessTypeLabel(b, language) }))} />
          </Form.Item>
          <Form.Item name="collectionIds" label={t('fCollections')} extra={t('fCollectionsHelp')}>
            <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={collections.options} />
          </Form.Item>
          <Form.Item name="claimable" label={t('fClaimable')} valuePropName="checked" extra={t('fClaimableHelp')}>
            <Switch />
          </Form.Item>
        </Form>
      </SaveDrawer>
    </>
  );
}
