import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LocalizedInput, pickText } from '../../components/localized-input';
import { CollectionRows } from '../../components/collection-rows';
import { MediaField, MediaPreview } from '../../components/media-field';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import {
  CountBar,
  RowActions,
  StateTag,
  useWithdrawableEditor,
  WindowFields,
  windowLabel,
  WithdrawableDrawer,
} from '../../components/withdrawable-editor';
import { fen } from '../../components/ops-format';
import { useLanguage, useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { useCollectionOptions, useTenantTimeZone } from '../../lib/tenant';
import { useActivities, useCouponOptions, useSaveActivity, useWithdrawActivity, type Activity } from './api';
import { toActivityBody, toActivityForm, type ActivityFormValues, type ActivityKind } from './activity-form';
import { activityTexts } from './texts';

const KINDS: ActivityKind[] = ['cast', 'coupon', 'physical'];
const KIND_COLOR = { cast: 'geekblue', coupon: 'volcano', physical: 'green' } as const;
/** Who may read the coupon templates a coupon activity grants (console-coupons' READ roles). */
const COUPON_READERS = ['owner', 'editor', 'finance'] as const;

/** Activities (issues 18, 19): casting, coupon and physical-reward activities with what was taken of the stock, the form, withdraw. */
export default function ActivitiesPage() {
  const t = useTexts(activityTexts);
  const { language } = useLanguage();
  const { message, modal } = App.useApp();
  const tz = useTenantTimeZone();
  const list = useActivities();
  const collections = useCollectionOptions();
  const save = useSaveActivity();
  const withdraw = useWithdrawActivity();
  const editor = useWithdrawableEditor<Activity, ActivityFormValues>({
    save,
    toForm: (a) => toActivityForm(a, tz),
    usedOf: (a) => a.casts,
  });
  const { form, current, used, locked, closed, lockHint, open } = editor;
  const mode = Form.useWatch('mode', form);
  const kind = Form.useWatch('kind', form) ?? 'cast';
  const priceYuan = Form.useWatch('priceYuan', form);
  const priced = kind === 'physical' && (priceYuan ?? 0) > 0;
  const [kindFilter, setKindFilter] = useState<ActivityKind | 'all'>('all');
  const { data: operator } = useOperator();
  const coupons = useCouponOptions(hasRole(operator, COUPON_READERS));
  const couponOptions = (coupons.data ?? []).map((c) => ({
    value: c.id,
    label: `${pickText(c.name, language)} · ${c.kind === 'amount' ? `-${fen(c.amount ?? 0)}` : `-${c.percent ?? 0}%`} (#${c.id})`,
  }));
  const rows = (list.data ?? []).filter((a) => kindFilter === 'all' || a.kind === kindFilter);

  const confirmWithdraw = (a: Activity) => {
    modal.confirm({
      title: t('withdrawActivityTitle', { name: pickText(a.name, language) }),
      content: t('withdrawActivityBody'),
      okText: t('withdrawOk'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await withdraw.mutateAsync(a.id);
        void message.success(t('withdrawnActivity'));
        editor.close();
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('activitiesTitle')}
        subtitle={t('activitiesSubtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('newActivity')}
          </Button>
        }
      />
      <Tabs
        activeKey={kindFilter}
        onChange={(k) => setKindFilter(k as ActivityKind | 'all')}
        items={[{ key: 'all', label: t('kindAll') }, ...KINDS.map((k) => ({ key: k, label: t(`kind_${k}`) }))]}
      />
      <Table<Activity>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: t('colName'),
            key: 'name',
            render: (_: unknown, a) => (
              <Flex gap={12} align="center">
                <MediaPreview value={{ url: a.coverUrl || a.result.coverUrl }} size={40} />
                <Space direction="vertical" size={0}>
                  <Typography.Text strong>{pickText(a.name, language)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.key}
                  </Typography.Text>
                </Space>
              </Flex>
            ),
          },
          {
            title: t('colKind'),
            key: 'kind',
            render: (_: unknown, a) => <Tag color={KIND_COLOR[a.kind]}>{t(`kind_${a.kind}`)}</Tag>,
          },
          {
            title: t('colGives'),
            key: 'result',
            render: (_: unknown, a) => (
              <Space direction="vertical" size={0}>
                <Typography.Text>{a.result.name}</Typography.Text>
                {a.kind === 'physical' ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.price > 0 ? t('pricePer', { price: fen(a.price) }) : t('free')} · {t('perUser', { n: a.perUserLimit })}
                  </Typography.Text>
                ) : a.kind === 'coupon' ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('perUser', { n: a.perUserLimit })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('colMode'),
            key: 'mode',
            render: (_: unknown, a) => <Tag color={a.mode === 'spend' ? 'volcano' : 'geekblue'}>{t(`mode_${a.mode}`)}</Tag>,
          },
          {
            title: t('colWindow', { tz }),
            key: 'window',
            render: (_: unknown, a) => windowLabel(a.startsAt, a.endsAt, tz),
          },
          {
            title: t('colTaken'),
            key: 'casts',
            width: 180,
            render: (_: unknown, a) => (
              <CountBar text={t('castsOf', { n: a.casts, total: a.stock })} part={a.casts} whole={a.stock} />
            ),
          },
          {
            title: t('colStatus'),
            key: 'state',
            render: (_: unknown, a) => <StateTag state={a.status} withdrawnAt={a.withdrawnAt} enabled={a.enabled} />,
          },
          {
            title: t('colActions'),
            key: 'actions',
            render: (_: unknown, a) => (
              <RowActions
                name={pickText(a.name, language)}
                withdrawn={a.withdrawnAt !== null}
                onEdit={() => open(a)}
                onWithdraw={() => confirmWithdraw(a)}
              />
            ),
          },
        ]}
      />
      <WithdrawableDrawer
        editor={editor}
        title={editor.editing === 'new' ? t('newActivity') : t('editActivity')}
        save={save}
        submit={(v) => save.mutateAsync(toActivityBody(v, tz, current?.id))}
        lockedHint={t('lockedHint', { n: used })}
        onWithdraw={confirmWithdraw}
        tz={tz}
      >
        <Form.Item name="key" label={t('fKey')} rules={[{ pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/ }]}>
          <Input disabled={editor.editing !== 'new'} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('fKind')}
          extra={t(`fKind${kind === 'cast' ? 'Cast' : kind === 'coupon' ? 'Coupon' : 'Physical'}Help`)}
        >
          <Radio.Group
            optionType="button"
            disabled={editor.editing !== 'new'}
            options={KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
            onChange={(e) => {
              const next = e.target.value as ActivityKind;
              // Only a physical reward has a price; casting is once per holder and needs a qualifying row;
              // the other kinds may have none (the empty rows of a new form go).
              const filled = (form.getFieldValue('qualifying') as ActivityFormValues['qualifying'] | undefined)?.filter(
                (r) => typeof r.collectionId === 'number',
              );
              form.setFieldsValue({
                ...(next !== 'physical' ? { priceYuan: 0 } : {}),
                ...(next === 'cast' ? { perUserLimit: 1 } : {}),
                qualifying: next === 'cast' && !filled?.length ? [{ count: 1 }] : (filled ?? []),
              });
            }}
          />
        </Form.Item>
        <Form.Item name="name" label={t('fName')} rules={[{ required: true }]}>
          <LocalizedInput />
        </Form.Item>
        <Form.Item name="cover" label={t('fCover')}>
          <MediaField label={t('fCover')} optional />
        </Form.Item>
        {kind === 'cast' ? (
          <Form.Item name="resultCollectionId" label={t('fResult')} rules={[{ required: true }]} extra={lockHint}>
            <Select showSearch optionFilterProp="label" options={collections.options} disabled={locked} />
          </Form.Item>
        ) : null}
        {kind === 'coupon' ? (
          <Form.Item
            name="couponTemplateId"
            label={t('fCoupon')}
            rules={[{ required: true }]}
            extra={lockHint ?? t('fCouponHelp')}
          >
            <Select showSearch optionFilterProp="label" options={couponOptions} loading={coupons.isFetching} disabled={locked} />
          </Form.Item>
        ) : null}
        {kind === 'physical' ? (
          <>
            <Form.Item
              name="rewardName"
              label={t('fRewardName')}
              rules={[
                {
                  required: true,
                  validator: (_, v?: Record<string, string>) =>
                    Object.values(v ?? {}).some((x) => x?.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('fRewardName'))),
                },
              ]}
            >
              <LocalizedInput />
            </Form.Item>
            <Form.Item name="rewardImage" label={t('fRewardImage')}>
              <MediaField label={t('fRewardImage')} optional />
            </Form.Item>
            <Form.Item name="rewardDescription" label={t('fRewardDescription')}>
              <LocalizedInput multiline />
            </Form.Item>
            <Form.Item name="priceYuan" label={t('fPrice')} extra={lockHint ?? t('fPriceHelp')}>
              <InputNumber
                min={0}
                max={100_000}
                precision={2}
                prefix="¥"
                style={{ width: 200 }}
                disabled={locked}
                onChange={(v) => {
                  if ((v ?? 0) > 0) form.setFieldsValue({ mode: 'hold' });
                }}
              />
            </Form.Item>
          </>
        ) : null}
        {kind !== 'cast' ? (
          <Form.Item name="perUserLimit" label={t('fPerUserOrders')} rules={[{ required: true }]}>
            <InputNumber min={1} max={100} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        <Form.Item
          label={kind === 'cast' ? t('fQualifying') : t('fQualifyingOptional')}
          required={kind === 'cast'}
          extra={lockHint}
        >
          <CollectionRows
            name="qualifying"
            options={collections.options}
            disabled={locked || closed}
            maxCount={10}
            optional={kind !== 'cast'}
          />
        </Form.Item>
        <Form.Item name="mode" label={t('fMode')} extra={mode === 'spend' ? t('fModeSpendHelp') : t('fModeHoldHelp')}>
          <Radio.Group
            optionType="button"
            disabled={locked}
            options={[
              { value: 'hold', label: t('mode_hold') },
              { value: 'spend', label: t('mode_spend'), disabled: priced },
            ]}
          />
        </Form.Item>
        {mode === 'spend' ? (
          <Form.Item name="coolingBlocks" label={t('fCoolingBlocks')} valuePropName="checked">
            <Switch />
          </Form.Item>
        ) : null}
        {kind === 'cast' ? <Alert type="info" style={{ marginBottom: 16 }} message={t('fOncePerHolder')} /> : null}
        <WindowFields tz={tz} />
        <Flex gap={16} wrap>
          <Form.Item name="stock" label={t('fStock')} rules={[{ required: true }]}>
            <InputNumber min={Math.max(1, used)} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('fEnabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        <Form.Item label={t('fRules')}>
          <Tabs
            items={(['zh-CN', 'zh-TW', 'en'] as const).map((lang) => ({
              key: lang,
              label: lang,
              forceRender: true,
              children: (
                <Form.Item name={['rules', lang]} noStyle>
                  <RichTextEditor ariaLabel={`${t('fRules')} (${lang})`} />
                </Form.Item>
              ),
            }))}
          />
        </Form.Item>
      </WithdrawableDrawer>
    </>
  );
}
