import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, InputNumber, Radio, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { LocalizedInput, pickText } from '../../components/localized-input';
import { CollectionRows } from '../../components/collection-rows';
import { MediaField, MediaPreview } from '../../components/media-field';
import { PageHeader } from '../../components/page-header';
import {
  CountBar,
  RowActions,
  StateTag,
  useWithdrawableEditor,
  WindowFields,
  windowLabel,
  WithdrawableDrawer,
} from '../../components/withdrawable-editor';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useCollectionOptions, useTenantTimeZone } from '../../lib/tenant';
import { useRecipes, useSaveRecipe, useWithdrawRecipe, type Recipe } from './api';
import { toRecipeBody, toRecipeForm, type RecipeFormValues } from './recipe-form';
import { synthesisTexts } from './texts';

/** Synthesis recipes (issue 18): the list with stock and syntheses, the form, withdraw. */
export default function RecipesPage() {
  const t = useTexts(synthesisTexts);
  const { language } = useLanguage();
  const { message, modal } = App.useApp();
  const tz = useTenantTimeZone();
  const list = useRecipes();
  const collections = useCollectionOptions();
  const save = useSaveRecipe();
  const withdraw = useWithdrawRecipe();
  const editor = useWithdrawableEditor<Recipe, RecipeFormValues>({
    save,
    toForm: (r) => toRecipeForm(r, tz),
    usedOf: (r) => r.syntheses,
  });
  const { form, current, used, locked, closed, lockHint, open } = editor;
  const mode = Form.useWatch('mode', form);

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
        editor.close();
      },
    });
  };

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
            render: (_: unknown, r) => windowLabel(r.startsAt, r.endsAt, tz),
          },
          {
            title: t('colStock'),
            key: 'stock',
            width: 180,
            render: (_: unknown, r) => (
              <CountBar text={t('stockOf', { left: r.stockLeft, total: r.stockTotal })} part={r.stockLeft} whole={r.stockTotal} />
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
              <RowActions
                name={pickText(r.names, language)}
                withdrawn={r.withdrawnAt !== null}
                onEdit={() => open(r)}
                onWithdraw={() => confirmWithdraw(r)}
              />
            ),
          },
        ]}
      />
      <WithdrawableDrawer
        editor={editor}
        title={editor.editing === 'new' ? t('newRecipe') : t('editRecipe')}
        save={save}
        submit={(v) => save.mutateAsync(toRecipeBody(v, tz, current?.id))}
        lockedHint={t('lockedRecipeHint', { n: used })}
        onWithdraw={confirmWithdraw}
        tz={tz}
      >
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
        <WindowFields tz={tz} />
        <Flex gap={16} wrap>
          <Form.Item name="stock" label={t('fStock')} rules={[{ required: true }]}>
            <InputNumber min={Math.max(1, used)} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="perUserLimit" label={t('fPerUser')} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Flex>
      </WithdrawableDrawer>
    </>
  );
}
