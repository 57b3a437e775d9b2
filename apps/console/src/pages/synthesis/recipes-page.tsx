import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { LocalizedInput, pickText } from '../../components/localized-input';
import { MediaField, MediaPreview } from '../../components/media-field';
import { PageHeader } from '../../components/page-header';
import { zonedLabel } from '../../components/zoned-time';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useCollectionOptions, useRecipes, useSaveRecipe, useTenantTimeZone, useWithdrawRecipe, type Recipe } from './api';
import { CollectionRows } from './collection-rows';
import { toRecipeBody, toRecipeForm, type RecipeFormValues } from './growth-form';
import { SaveError, StateTag } from './shared';
import { growthTexts } from './texts';

/** Synthesis recipes (issue 18): the list with stock and syntheses, the form, withdraw. */
export default function RecipesPage() {
  const t = useTexts(growthTexts);
  const { language } = useLanguage();
  const { message, modal } = App.useApp();
  const tz = useTenantTimeZone();
  const list = useRecipes();
  const collections = useCollectionOptions();
  const save = useSaveRecipe();
  const withdraw = useWithdrawRecipe();
  const [editing, setEditing] = useState<Recipe | 'new' | null>(null);
  const [form] = Form.useForm<RecipeFormValues>();
  const mode = Form.useWatch('mode', form);

  const open = (r: Recipe | 'new') => {
    save.reset();
    form.resetFields();
    form.setFieldsValue(toRecipeForm(r === 'new' ? null : r, tz));
    setEditing(r);
  };
  const current = editing && editing !== 'new' ? editing : null;
  const used = current?.syntheses ?? 0;
  const locked = used > 0;
  const closed = current?.withdrawnAt != null;

  const submit = async (v: RecipeFormValues) => {
    try {
      await save.mutateAsync(toRecipeBody(v, tz, current?.id));
      void message.success(t('saved'));
      setEditing(null);
    } catch {
      // Shown in the drawer.
    }
  };

  const confirmWithdraw = (r: Recipe) => {
    const name = pickText(r.names, language);
    modal.confirm({
      title: t('withdrawRecipeTitle', { name }),
      content: t('withdrawRecipeBody', { n: r.pledgesRunning }),
      okText: t('withdrawOk'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        const done = await withdraw.mutateAsync(r.id);
        void message.success(t('withdrawnRecipe', { cancelled: done.cancelled, returned: done.returned }));
        setEditing(null);
      },
    });
  };

  const lockHint = locked ? t('lockedField') : undefined;
  return (
    <>
      <PageHeader
        title={t('recipesTitle')}
        subtitle={t('recipesSubtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('newRecipe')}
          </Button>
        }
      />
      <Table<Recipe>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: t('colName'),
            key: 'name',
            render: (_: unknown, r) => (
              <Flex gap={12} align="center">
                {r.coverUrl ? <MediaPreview value={{ url: r.coverUrl }} size={40} /> : null}
                <Typography.Text strong>{pickText(r.names, language)}</Typography.Text>
              </Flex>
            ),
          },
          { title: t('colResult'), key: 'result', render: (_: unknown, r) => r.resultName },
          {
            title: t('colMode'),
            key: 'mode',
            render: (_: unknown, r) =>
              r.mode === 'pledge' ? (
                <Tag color="purple">{t('pledgeFor', { h: r.pledgeHours })}</Tag>
              ) : (
                <Tag color="volcano">{t('mode_burn')}</Tag>
              ),
          },
          {
            title: t('colWindow', { tz }),
            key: 'window',
            render: (_: unknown, r) => `${zonedLabel(r.startsAt, tz)} → ${zonedLabel(r.endsAt, tz)}`,
          },
          {
            title: t('colStock'),
            key: 'stock',
            width: 180,
            render: (_: unknown, r) => (
              <Flex vertical>
                <Typography.Text>{t('stockOf', { left: r.stockLeft, total: r.stockTotal })}</Typography.Text>
                <Progress
                  percent={r.stockTotal ? Math.round((r.stockLeft / r.stockTotal) * 100) : 0}
                  size="small"
                  showInfo={false}
                  aria-label={t('stockOf', { left: r.stockLeft, total: r.stockTotal })}
                />
              </Flex>
            ),
          },
          {
            title: t('colSyntheses'),
            key: 'syntheses',
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Text>{r.syntheses}</Typography.Text>
                {r.pledgesRunning > 0 ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('pledgesRunning', { n: r.pledgesRunning })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('colStatus'),
            key: 'state',
            render: (_: unknown, r) => <StateTag state={r.state} withdrawnAt={r.withdrawnAt} />,
          },
          {
            title: t('colActions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button size="small" onClick={() => open(r)} aria-label={`${t('edit')} ${pickText(r.names, language)}`}>
                  {t('edit')}
                </Button>
                {r.withdrawnAt === null ? (
                  <Button
                    size="small"
                    danger
                    onClick={() => confirmWithdraw(r)}
                    aria-label={`${t('withdraw')} ${pickText(r.names, language)}`}
                  >
                    {t('withdraw')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        width={760}
        title={editing === 'new' ? t('newRecipe') : t('editRecipe')}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
            {closed ? null : (
              <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
                {t('save')}
              </Button>
            )}
          </Space>
        }
      >
        {closed ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('withdrawnHint', { at: zonedLabel(current!.withdrawnAt, tz) })}
          />
        ) : locked ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('lockedRecipeHint', { n: used })} />
        ) : null}
        <SaveError error={save.error} />
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} disabled={closed} requiredMark>
          <Form.Item name="name" label={t('fName')} rules={[{ required: true }]}>
            <LocalizedInput />
          </Form.Item>
          <Form.Item name="description" label={t('fDescription')}>
            <LocalizedInput multiline />
          </Form.Item>
          <Form.Item name="cover" label={t('fCover')}>
            <MediaField label={t('fCover')} optional />
          </Form.Item>
          <Form.Item name="resultCollectionId" label={t('fResult')} rules={[{ required: true }]} extra={lockHint}>
            <Select showSearch optionFilterProp="label" options={collections.options} disabled={locked} />
          </Form.Item>
          <Form.Item label={t('fFragments')} required extra={lockHint}>
            <CollectionRows name="fragments" options={collections.options} disabled={locked || closed} />
          </Form.Item>
          <Form.Item name="mode" label={t('fMode')} extra={mode === 'pledge' ? t('fModePledgeHelp') : t('fModeBurnHelp')}>
            <Radio.Group
              optionType="button"
              disabled={locked}
              options={[
                { value: 'burn', label: t('mode_burn') },
                { value: 'pledge', label: t('mode_pledge') },
              ]}
            />
          </Form.Item>
          {mode === 'pledge' ? (
            <>
              <Form.Item name="pledgeHours" label={t('fPledgeHours')} rules={[{ required: true }]} extra={lockHint}>
                <InputNumber min={1} max={8760} precision={0} disabled={locked} style={{ width: 160 }} />
              </Form.Item>
              <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('pledgeNotice')} />
            </>
          ) : null}
          <Form.Item name="ignoreCooling" label={t('fIgnoreCooling')} valuePropName="checked" extra={lockHint}>
            <Switch disabled={locked} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="startsAt" label={t('fStart', { tz })} rules={[{ required: true }]}>
              <Input type="datetime-local" style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="endsAt" label={t('fEnd', { tz })} rules={[{ required: true }]}>
              <Input type="datetime-local" style={{ width: 240 }} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item name="stock" label={t('fStock')} rules={[{ required: true }]}>
              <InputNumber min={Math.max(1, used)} precision={0} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="perUserLimit" label={t('fPerUser')} rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} style={{ width: 160 }} />
            </Form.Item>
          </Flex>
        </Form>
        {current && !closed ? (
          <Button danger onClick={() => confirmWithdraw(current)}>
            {t('withdraw')}
          </Button>
        ) : null}
      </Drawer>
    </>
  );
}
