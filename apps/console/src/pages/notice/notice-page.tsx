import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fromLocalInput, toLocalInput, when } from '../../components/content-helpers';
import { LocalizedInput, type LocalizedValue } from '../../components/localized-input';
import { MediaField, type MediaValue } from '../../components/media-field';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SaveDrawer } from '../../components/save-drawer';
import { useTexts } from '../../lib/i18n';
import { useNotice, useNotices, useSaveNotice } from './api';
import { noticeTexts } from './texts';

interface NoticeForm {
  key: string;
  title?: LocalizedValue;
  summary?: LocalizedValue;
  html?: LocalizedValue;
  cover?: MediaValue;
  publishedAt?: string;
}

const nonEmpty = (v: LocalizedValue | undefined): LocalizedValue | undefined => {
  const kept = Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => typeof x === 'string' && x.trim() !== ''));
  return Object.keys(kept).length ? kept : undefined;
};

function NoticeDrawer({ noticeKey, onClose }: { noticeKey: string | null; onClose: () => void }) {
  const t = useTexts(noticeTexts);
  const { message } = App.useApp();
  const [form] = Form.useForm<NoticeForm>();
  const existing = noticeKey ? noticeKey : null;
  const entry = useNotice(existing);
  const save = useSaveNotice();
  useEffect(() => {
    if (noticeKey === null || (existing && !entry.data)) return;
    const e = entry.data?.entry as Record<string, unknown> | undefined;
    form.resetFields();
    form.setFieldsValue(
      e
        ? {
            key: String(e.key),
            title: e.title as LocalizedValue,
            summary: e.summary as LocalizedValue | undefined,
            html: e.html as LocalizedValue,
            cover: e.cover as MediaValue | undefined,
            publishedAt: toLocalInput(Date.parse(String(e.publishedAt))),
          }
        : { key: `notice-${Date.now().toString(36)}`, publishedAt: toLocalInput(Date.now()) },
    );
    save.reset();
  }, [noticeKey, entry.data]);

  const submit = async (v: NoticeForm) => {
    const original = (entry.data?.entry ?? {}) as Record<string, unknown>;
    const published = fromLocalInput(v.publishedAt);
    const body: Record<string, unknown> = {
      ...(existing ? original : {}),
      key: v.key.trim(),
      title: nonEmpty(v.title),
      html: nonEmpty(v.html),
    };
    for (const [k, val] of [
      ['summary', nonEmpty(v.summary)],
      ['cover', v.cover],
      ['publishedAt', published === null ? undefined : new Date(published).toISOString()],
    ] as const) {
      if (val === undefined) delete body[k];
      else body[k] = val;
    }
    try {
      await save.mutateAsync(body);
      void message.success(t('saved'));
      onClose();
    } catch {
      // Shown in the drawer.
    }
  };
  return (
    <SaveDrawer
      open={noticeKey !== null}
      onClose={onClose}
      width={860}
      title={existing ? t('edit') : t('create')}
      saving={save.isPending}
      onSave={() => form.submit()}
      error={save.error}
      texts={{ cancel: t('cancel'), save: t('save'), refused: t('refused') }}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="key" label={t('fKey')} rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/ }]}>
          <Input disabled={existing !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item name="title" label={t('fTitle')} rules={[{ required: true }]}>
          <LocalizedInput />
        </Form.Item>
        <Form.Item name="summary" label={t('fSummary')}>
          <LocalizedInput multiline />
        </Form.Item>
        <Form.Item label={t('fBody')} required>
          <Tabs
            items={(['zh-CN', 'zh-TW', 'en'] as const).map((lang) => ({
              key: lang,
              label: lang,
              forceRender: true,
              children: (
                <Form.Item name={['html', lang]} noStyle>
                  <RichTextEditor ariaLabel={`${t('fBody')} (${lang})`} />
                </Form.Item>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="cover" label={t('fCover')}>
          <MediaField label={t('fCover')} optional />
        </Form.Item>
        <Form.Item name="publishedAt" label={t('fPublished')}>
          <Input type="datetime-local" style={{ width: 240 }} />
        </Form.Item>
      </Form>
    </SaveDrawer>
  );
}

export default function NoticePage() {
  const t = useTexts(noticeTexts);
  const list = useNotices();
  const [open, setOpen] = useState<string | null>(null);
  const now = Date.now();
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('')}>
            {t('create')}
          </Button>
        }
      />
      <Table
        rowKey="key"
        loading={list.isPending}
        dataSource={list.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(r) => ({ onClick: () => setOpen(r.key), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('colTitle'),
            key: 'title',
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{r.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.key}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('colPublished'),
            dataIndex: 'publishedAt',
            render: (ms: number) => (
              <Space>
                {when(ms)}
                {ms > now ? <Tag color="blue">{t('scheduled')}</Tag> : null}
              </Space>
            ),
          },
        ]}
      />
      <NoticeDrawer noticeKey={open} onClose={() => setOpen(null)} />
    </>
  );
}
