import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { when } from '../../components/content-helpers';
import { PreviewLayout, usePreviewRefresh, useReportedAction } from '../../components/draft-editor';
import { LocalizedInput } from '../../components/localized-input';
import { MediaField } from '../../components/media-field';
import { PageHeader } from '../../components/page-header';
import { PhoneFrame } from '../../components/phone-frame';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SaveDrawer } from '../../components/save-drawer';
import { useTexts } from '../../lib/i18n';
import {
  IMAGES_MAX,
  REFRESH_MESSAGE,
  TEXT_MAX,
  previewSrc,
  toAlbumBody,
  toAlbumForm,
  toTrendBody,
  toTrendForm,
  trendProblems,
  type AlbumForm,
  type ConsoleAlbum,
  type ConsoleTrend,
  type TrendForm,
} from './album-form';
import { useCollectionOptions } from '../../lib/tenant';
import { useAlbum, useAlbums, useAlbumWrites, usePreviewToken, useTrends, type AlbumRow } from './api';
import { albumTexts } from './texts';

/** Create (`albumId` 0) or edit an album: title, cover, description (rich text per language), collections, order. */
function AlbumDrawer({
  albumId,
  onClose,
  onSaved,
}: {
  albumId: number | null;
  onClose: () => void;
  onSaved: (a: ConsoleAlbum) => void;
}) {
  const t = useTexts(albumTexts);
  const { message } = App.useApp();
  const [form] = Form.useForm<AlbumForm>();
  const existing = albumId ? albumId : null;
  const album = useAlbum(existing);
  const collections = useCollectionOptions();
  const { save } = useAlbumWrites();
  useEffect(() => {
    if (albumId === null || (existing && !album.data)) return;
    form.resetFields();
    form.setFieldsValue(toAlbumForm(album.data ?? null));
    save.reset();
  }, [albumId, album.data]);
  const submit = async (v: AlbumForm) => {
    try {
      const saved = await save.mutateAsync(toAlbumBody(v, existing));
      void message.success(t('saved'));
      onSaved(saved);
      onClose();
    } catch {
      // Shown in the drawer.
    }
  };
  return (
    <SaveDrawer
      open={albumId !== null}
      onClose={onClose}
      width={860}
      title={existing ? t('edit') : t('create')}
      saving={save.isPending}
      onSave={() => form.submit()}
      error={save.error}
      texts={{ cancel: t('cancel'), save: t('save'), refused: t('refused') }}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label={t('fTitle')} rules={[{ required: true }]}>
          <LocalizedInput />
        </Form.Item>
        <Form.Item name="cover" label={t('fCover')} rules={[{ required: true }]}>
          <MediaField label={t('fCover')} />
        </Form.Item>
        <Form.Item label={t('fDescription')}>
          <Tabs
            items={(['zh-CN', 'zh-TW', 'en'] as const).map((lang) => ({
              key: lang,
              label: lang,
              forceRender: true,
              children: (
                <Form.Item name={['description', lang]} noStyle>
                  <RichTextEditor ariaLabel={`${t('fDescription')} (${lang})`} />
                </Form.Item>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="collectionIds" label={t('fCollections')}>
          <Select
            mode="multiple"
            options={collections.options}
            loading={collections.isPending}
            optionFilterProp="label"
            aria-label={t('fCollections')}
            data-testid="album-collections"
          />
        </Form.Item>
        <Form.Item name="sort" label={t('fSort')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </SaveDrawer>
  );
}

/** Create (`trend` null) or edit a post: text ≤140, up to nine images, one video, published or draft. */
function TrendDrawer({
  open,
  albumId,
  trend,
  onClose,
  onSaved,
}: {
  open: boolean;
  albumId: number;
  trend: ConsoleTrend | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTexts(albumTexts);
  const { message } = App.useApp();
  const [form] = Form.useForm<TrendForm>();
  const { saveTrend } = useAlbumWrites();
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toTrendForm(trend));
    setProblems([]);
    saveTrend.reset();
  }, [open, trend]);
  const submit = async (v: TrendForm) => {
    const body = toTrendBody(v, trend?.id ?? null);
    const found = trendProblems(body);
    setProblems(found.map((p) => t(p)));
    if (found.length) return;
    try {
      await saveTrend.mutateAsync({ albumId, body });
      void message.success(t('saved'));
      onSaved();
      onClose();
    } catch {
      // Shown in the drawer.
    }
  };
  return (
    <SaveDrawer
      open={open}
      onClose={onClose}
      width={640}
      title={trend ? t('editTrend') : t('newTrend')}
      saving={saveTrend.isPending}
      onSave={() => form.submit()}
      error={saveTrend.error}
      texts={{ cancel: t('cancel'), save: t('save'), refused: t('refused') }}
    >
      {problems.length ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={problems.join(' ')} /> : null}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="text" label={t('fText')}>
          <Input.TextArea maxLength={TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} aria-label={t('fText')} />
        </Form.Item>
        <Form.Item label={t('fImages')}>
          <Form.List name="images">
            {(fields, { add, remove }) => (
              <Flex wrap gap={12}>
                {fields.map((field) => (
                  <Flex key={field.key} vertical gap={4} align="start">
                    <Form.Item name={field.name} noStyle>
                      <MediaField label={`${t('fImages')} ${field.name + 1}`} />
                    </Form.Item>
                    <Button size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                      {t('removeImage')}
                    </Button>
                  </Flex>
                ))}
                {fields.length < IMAGES_MAX ? (
                  <Button icon={<PlusOutlined />} onClick={() => add(undefined)}>
                    {t('addImage')}
                  </Button>
                ) : null}
              </Flex>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="video" label={t('fVideo')}>
          <MediaField label={t('fVideo')} accept="video/mp4,video/webm" optional />
        </Form.Item>
        <Form.Item name="published" label={t('fPublished')} valuePropName="checked">
          <Switch aria-label={t('fPublished')} />
        </Form.Item>
      </Form>
    </SaveDrawer>
  );
}

function StatusTag({ status }: { status: 'draft' | 'published' }) {
  const t = useTexts(albumTexts);
  return status === 'published' ? <Tag color="green">{t('published')}</Tag> : <Tag>{t('draft')}</Tag>;
}

/** The selected album's posts: list, new, edit, delete. */
function Trends({ album, onChanged }: { album: AlbumRow; onChanged: () => void }) {
  const t = useTexts(albumTexts);
  const report = useReportedAction();
  const trends = useTrends(album.id);
  const { removeTrend } = useAlbumWrites();
  const [editing, setEditing] = useState<{ trend: ConsoleTrend | null } | null>(null);
  return (
    <Card
      title={t('trends', { name: album.title })}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ trend: null })}>
          {t('newTrend')}
        </Button>
      }
    >
      <List
        loading={trends.isPending}
        dataSource={trends.data ?? []}
        locale={{ emptyText: <Empty description={t('noTrends')} /> }}
        renderItem={(p) => (
          <List.Item
            data-testid="console-trend"
            actions={[
              <Button key="edit" type="link" onClick={() => setEditing({ trend: p })}>
                {t('editTrend')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('deleteTrend')}
                onConfirm={() =>
                  report(async () => {
                    await removeTrend.mutateAsync(p.id);
                    onChanged();
                  }, t('done'))
                }
              >
                <Button type="link" danger>
                  {t('delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              avatar={
                p.images[0] ? (
                  <img src={p.images[0]} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : null
              }
              title={
                <Space>
                  <StatusTag status={p.status} />
                  <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                    {p.text || t('noText')}
                  </Typography.Text>
                </Space>
              }
              description={[
                when(p.publishedAt ?? p.updatedAt),
                t('imagesCount', { n: p.images.length }),
                p.videoUrl ? t('withVideo') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
      <TrendDrawer
        open={editing !== null}
        albumId={album.id}
        trend={editing?.trend ?? null}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
    </Card>
  );
}

export default function AlbumPage() {
  const t = useTexts(albumTexts);
  const list = useAlbums();
  const writes = useAlbumWrites();
  const [drawer, setDrawer] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const frame = usePreviewRefresh(REFRESH_MESSAGE);
  const refreshPreview = frame.refresh;
  const rows = list.data ?? [];
  const current = rows.find((r) => r.id === selected) ?? null;
  const token = usePreviewToken(current?.id ?? null);
  const report = useReportedAction();
  const run = (action: () => Promise<unknown>) =>
    report(async () => {
      await action();
      refreshPreview();
    }, t('done'));
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer(0)}>
            {t('create')}
          </Button>
        }
      />
      <PreviewLayout
        title={t('preview')}
        preview={
          token.data ? (
            <PhoneFrame ref={frame.ref} src={previewSrc(token.data.token)} title={t('frameTitle')} />
          ) : (
            <Empty style={{ width: 300 }} description={t('pickAlbum')} />
          )
        }
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Table
            rowKey="id"
            loading={list.isPending}
            dataSource={rows}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            tableLayout="fixed"
            rowClassName={(r) => (r.id === selected ? 'ant-table-row-selected' : '')}
            onRow={(r) =>
              ({
                onClick: () => setSelected(r.id),
                style: { cursor: 'pointer' },
                'data-testid': 'console-album',
                'aria-selected': r.id === selected,
              }) as never
            }
            columns={[
              {
                title: t('colTitle'),
                key: 'title',
                render: (_: unknown, r: AlbumRow) => (
                  <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                    {r.coverUrl ? (
                      <img
                        src={r.coverUrl}
                        alt=""
                        width={40}
                        height={40}
                        style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
                      />
                    ) : null}
                    <Typography.Text strong ellipsis={{ tooltip: r.title }}>
                      {r.title}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('colStatus'),
                dataIndex: 'status',
                width: 96,
                render: (s: 'draft' | 'published') => <StatusTag status={s} />,
              },
              { title: t('colCollections'), dataIndex: 'collectionCount', width: 112 },
              { title: t('colTrends'), dataIndex: 'trendCount', width: 72 },
              { title: t('colUpdated'), dataIndex: 'updatedAt', width: 150, render: (ms: number) => when(ms) },
              {
                title: t('colActions'),
                key: 'actions',
                width: 150,
                render: (_: unknown, r: AlbumRow) => (
                  <Flex vertical align="start" onClick={(e) => e.stopPropagation()}>
                    <Button type="link" size="small" onClick={() => setDrawer(r.id)}>
                      {t('editRow')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      loading={writes.setStatus.isPending && writes.setStatus.variables?.id === r.id}
                      onClick={() =>
                        void run(() =>
                          writes.setStatus.mutateAsync({ id: r.id, status: r.status === 'published' ? 'draft' : 'published' }),
                        )
                      }
                    >
                      {r.status === 'published' ? t('unpublish') : t('publish')}
                    </Button>
                    <Popconfirm
                      title={t('deleteAlbum')}
                      onConfirm={() =>
                        void run(async () => {
                          await writes.remove.mutateAsync(r.id);
                          if (selected === r.id) setSelected(null);
                        })
                      }
                    >
                      <Button type="link" size="small" danger>
                        {t('delete')}
                      </Button>
                    </Popconfirm>
                  </Flex>
                ),
              },
            ]}
          />
          {current ? (
            <Trends album={current} onChanged={refreshPreview} />
          ) : (
            <Alert type="info" showIcon message={t('pickAlbum')} />
          )}
        </Space>
      </PreviewLayout>
      <AlbumDrawer
        albumId={drawer}
        onClose={() => setDrawer(null)}
        onSaved={(a) => {
          setSelected(a.id);
          refreshPreview();
        }}
      />
    </>
  );
}
