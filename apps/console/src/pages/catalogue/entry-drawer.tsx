import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Flex, Form, Input, InputNumber, Radio, Select, Switch, Table, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { LocalizedInput } from '../../components/localized-input';
import { MediaField } from '../../components/media-field';
import { SaveDrawer } from '../../components/save-drawer';
import { useTexts } from '../../lib/i18n';
import { categoryPaths, useCatalogueEntry, useCatalogueList, useCategories, useSaveEntry, type CatalogueKind } from './api';
import { toEntry, toFormValues, type FormValues } from './entry-form';
import { catalogueTexts } from './texts';

const MEDIA_ACCEPT = {
  image: 'image/png,image/jpeg,image/gif,image/webp',
  video: 'video/mp4,video/webm',
  glb: '.glb,model/gltf-binary',
};

/** The form of one entry (a new one when `entryKey` is ''), in a drawer; saved through the importer. */
export function EntryDrawer({
  kind,
  entryKey,
  onClose,
}: {
  kind: Exclude<CatalogueKind, 'notices'>;
  /** null: closed; '': a new entry. */
  entryKey: string | null;
  onClose: () => void;
}) {
  const t = useTexts(catalogueTexts);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const existing = entryKey !== null && entryKey !== '' ? entryKey : null;
  const entry = useCatalogueEntry(kind, existing);
  const save = useSaveEntry(kind);
  const creators = useCatalogueList('creators');
  const series = useCatalogueList('series');
  const collections = useCatalogueList('collections');
  const categories = useCategories();
  const mediaKind = Form.useWatch('mediaKind', form) ?? 'image';

  const original = existing ? (entry.data?.entry ?? null) : null;
  useEffect(() => {
    if (entryKey === null) return;
    if (existing && !entry.data) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(kind, original));
    save.reset();
  }, [entryKey, entry.data]);

  const options = (rows: { key: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.key, label: `${r.name} (${r.key})` }));
  const categoryOptions = useMemo(
    () => categoryPaths(categories.data ?? []).map((c) => ({ value: c.path, label: c.path })),
    [categories.data],
  );
  const facts = entry.data?.facts;

  const submit = async (v: FormValues) => {
    try {
      await save.mutateAsync(toEntry(kind, v, original));
      void message.success(t('saved'));
      onClose();
    } catch {
      // Shown in the drawer (the problems by path).
    }
  };

  const drop = kind === 'collections' || kind === 'blindBoxes';
  return (
    <SaveDrawer
      open={entryKey !== null}
      onClose={onClose}
      width={720}
      title={existing ? `${t('edit')} · ${existing}` : t('create')}
      saving={save.isPending}
      onSave={() => form.submit()}
      error={save.error}
      texts={{ cancel: t('cancel'), save: t('save'), refused: t('refused') }}
    >
      {facts && drop ? (
        <Descriptions size="small" bordered column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('colStock')}>
            {t('sold', { sold: facts.sold ?? 0, remaining: facts.remaining ?? 0 })}
          </Descriptions.Item>
          {kind === 'blindBoxes' ? (
            <Descriptions.Item label={t('seedHash')}>
              {facts.fairnessSeedHash ? (
                <Typography.Text code copyable>
                  {facts.fairnessSeedHash}
                </Typography.Text>
              ) : (
                t('seedPending')
              )}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
      {facts?.items ? (
        <Table
          size="small"
          rowKey="collection"
          pagination={false}
          style={{ marginBottom: 16 }}
          dataSource={facts.items}
          columns={[
            { title: t('fItemCollection'), dataIndex: 'name' },
            { title: t('fItemQuantity'), dataIndex: 'quantity', align: 'right' },
            { title: t('drawn'), dataIndex: 'drawn', align: 'right' },
            { title: t('odds'), dataIndex: 'odds', align: 'right', render: (o: number) => `${(o * 100).toFixed(2)}%` },
          ]}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
        <Form.Item name="key" label={t('fKey')} rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/ }]}>
          <Input disabled={existing !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('fName')} rules={[{ required: true }]}>
          <LocalizedInput />
        </Form.Item>
        <Form.Item name="description" label={kind === 'creators' ? t('fIntro') : t('fDescription')}>
          <LocalizedInput multiline />
        </Form.Item>
        {kind === 'creators' ? (
          <>
            <Form.Item name="avatar" label={t('fAvatar')} rules={[{ required: true }]}>
              <MediaField label={t('fAvatar')} />
            </Form.Item>
            <Form.Item name="cover" label={t('fCover')}>
              <MediaField label={t('fCover')} optional />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="creator" label={t('fCreator')} rules={[{ required: true }]}>
              <Select showSearch options={options(creators.data)} optionFilterProp="label" />
            </Form.Item>
            {kind !== 'series' ? (
              <Form.Item name="series" label={t('fSeries')}>
                <Select allowClear showSearch options={options(series.data)} optionFilterProp="label" />
              </Form.Item>
            ) : null}
            <Form.Item name="category" label={t('fCategory')}>
              <Select allowClear showSearch options={categoryOptions} />
            </Form.Item>
          </>
        )}
        {kind === 'series' || kind === 'blindBoxes' ? (
          <Form.Item name="cover" label={t('fCover')} rules={[{ required: true }]}>
            <MediaField label={t('fCover')} />
          </Form.Item>
        ) : null}
        {kind === 'collections' ? (
          <>
            <Form.Item name="mediaKind" label={t('fMediaKind')}>
              <Radio.Group
                options={[
                  { value: 'image', label: t('kindImage') },
                  { value: 'video', label: t('kindVideo') },
                  { value: 'glb', label: t('kindGlb') },
                ]}
                optionType="button"
              />
            </Form.Item>
            <Form.Item name="media" label={t('fMedia')} rules={[{ required: true }]}>
              <MediaField label={t('fMedia')} accept={MEDIA_ACCEPT[mediaKind as keyof typeof MEDIA_ACCEPT]} />
            </Form.Item>
            {mediaKind !== 'image' ? (
              <Form.Item name="poster" label={t('fPoster')} rules={[{ required: true }]}>
                <MediaField label={t('fPoster')} />
              </Form.Item>
            ) : null}
          </>
        ) : null}
        {drop ? (
          <>
            <Flex gap={16} wrap>
              <Form.Item name="price" label={t('fPrice')} rules={[{ required: true }]}>
                <InputNumber min={0} step={0.01} precision={2} style={{ width: 160 }} />
              </Form.Item>
              {kind === 'collections' ? (
                <Form.Item name="totalSupply" label={t('fSupply')} rules={[{ required: true }]}>
                  <InputNumber min={1} precision={0} style={{ width: 160 }} />
                </Form.Item>
              ) : null}
              <Form.Item name="perUserLimit" label={t('fLimit')}>
                <InputNumber min={1} precision={0} placeholder={t('fBrandDefault')} style={{ width: 140 }} />
              </Form.Item>
              {kind === 'collections' ? (
                <Form.Item name="holdHoursBeforeTransfer" label={t('fHold')}>
                  <InputNumber min={0} precision={0} placeholder={t('fBrandDefault')} style={{ width: 160 }} />
                </Form.Item>
              ) : null}
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
              {t('fDefaultsHint')}
            </Typography.Paragraph>
            {kind === 'collections' ? (
              <Flex gap={16} wrap>
                <Form.Item
                  name="resaleCeiling"
                  label={t('fCeiling')}
                  extra={t('fCeilingHint')}
                  style={{ maxWidth: 320 }}
                  rules={[{ type: 'number', min: 1, message: t('fCeilingBad') }]}
                >
                  <InputNumber
                    data-testid="entry-ceiling"
                    min={0}
                    step={1}
                    precision={2}
                    prefix="¥"
                    placeholder={t('fBrandDefault')}
                    style={{ width: 180 }}
                  />
                </Form.Item>
                <Form.Item
                  name="royaltyPercent"
                  label={t('fRoyalty')}
                  extra={t('fRoyaltyHint')}
                  style={{ maxWidth: 280 }}
                  rules={[{ type: 'number', min: 0, max: 50, message: t('fRoyaltyBad') }]}
                >
                  <InputNumber
                    data-testid="entry-royalty"
                    min={0}
                    max={50}
                    step={0.5}
                    precision={2}
                    suffix="%"
                    style={{ width: 140 }}
                  />
                </Form.Item>
              </Flex>
            ) : null}
            <Flex gap={16} wrap>
              <Form.Item name="startsAt" label={t('fStart')} rules={[{ required: true }]}>
                <Input type="datetime-local" style={{ width: 240 }} />
              </Form.Item>
              <Form.Item name="endsAt" label={t('fEnd')}>
                <Input type="datetime-local" style={{ width: 240 }} />
              </Form.Item>
            </Flex>
            <Form.Item name="listed" label={t('fListed')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ) : null}
        {kind === 'blindBoxes' ? (
          <Form.Item label={t('fItems')} required>
            <Form.List name="items">
              {(fields, { add, remove }) => (
                <Flex vertical gap={8}>
                  {fields.map((f) => (
                    <Flex key={f.key} gap={8} align="baseline">
                      <Form.Item name={[f.name, 'collection']} rules={[{ required: true }]} style={{ flex: 1, marginBottom: 0 }}>
                        <Select
                          showSearch
                          options={options(collections.data)}
                          optionFilterProp="label"
                          aria-label={t('fItemCollection')}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'quantity']} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                        <InputNumber min={1} precision={0} aria-label={t('fItemQuantity')} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('cancel')}
                        onClick={() => remove(f.name)}
                      />
                    </Flex>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                    {t('addItem')}
                  </Button>
                </Flex>
              )}
            </Form.List>
          </Form.Item>
        ) : null}
        <Form.Item name="rank" label={t('fRank')}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </SaveDrawer>
  );
}
