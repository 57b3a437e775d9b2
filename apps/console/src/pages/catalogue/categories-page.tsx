import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Modal, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LocalizedInput, pickText, type LocalizedValue } from '../../components/localized-input';
import { PageHeader } from '../../components/page-header';
import { useLanguage, useTexts } from '../../lib/i18n';
import { useCategories, useSaveCategory, type Category } from './api';
import { catalogueTexts } from './texts';

interface TreeRow extends Category {
  children?: TreeRow[];
}

interface Draft {
  id?: number;
  parentId: number | null;
  name?: LocalizedValue;
  icon?: string;
  sort?: number;
}

export default function CategoriesPage() {
  const t = useTexts(catalogueTexts);
  const { language } = useLanguage();
  const { message } = App.useApp();
  const list = useCategories();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();
  const save = useSaveCategory();

  const tree = useMemo(() => {
    const rows = (list.data ?? []).map((c): TreeRow => ({ ...c }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const roots: TreeRow[] = [];
    for (const r of rows) {
      const parent = r.parentId === null ? undefined : byId.get(r.parentId);
      if (parent) (parent.children ??= []).push(r);
      else roots.push(r);
    }
    return roots;
  }, [list.data]);

  const open = (d: Draft) => {
    setDraft(d);
    form.resetFields();
    form.setFieldsValue(d);
  };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      const d: Draft = { ...draft!, ...v };
      await save.mutateAsync({
        ...(d.id !== undefined ? { id: d.id } : d.parentId !== null ? { parentId: d.parentId } : {}),
        name: d.name ?? {},
        icon: d.icon ?? '',
        sort: d.sort ?? 0,
      });
      void message.success(t('saved'));
      setDraft(null);
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <PageHeader
        title={t('catTitle')}
        subtitle={t('catSubtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ parentId: null, sort: 0 })}>
            {t('catAdd')}
          </Button>
        }
      />
      <Table<TreeRow>
        // Mounted again once loaded, so that every branch starts open.
        key={list.data ? 'loaded' : 'loading'}
        rowKey="id"
        loading={list.isPending}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          {
            title: t('colName'),
            key: 'name',
            render: (_: unknown, r) => <Typography.Text strong>{pickText(r.name, language)}</Typography.Text>,
          },
          {
            title: 'zh-CN / zh-TW / en',
            key: 'names',
            render: (_: unknown, r) => [r.name['zh-CN'], r.name['zh-TW'], r.name.en].filter(Boolean).join(' / '),
          },
          { title: t('catSort'), dataIndex: 'sort', align: 'right', width: 90 },
          {
            title: '',
            key: 'actions',
            width: 220,
            render: (_: unknown, r) => (
              <>
                <Button
                  type="link"
                  onClick={() => open({ id: r.id, parentId: r.parentId, name: r.name, icon: r.icon, sort: r.sort })}
                >
                  {t('edit')}
                </Button>
                {r.parentId === null ? (
                  <Button type="link" onClick={() => open({ parentId: r.id, sort: 0 })}>
                    {t('catAddChild')}
                  </Button>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <Modal
        open={draft !== null}
        title={draft?.id !== undefined ? t('edit') : t('catAdd')}
        onCancel={() => setDraft(null)}
        onOk={() => void submit()}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="parentId" label={t('catParent')}>
            <Select
              disabled={draft?.id !== undefined}
              options={[
                { value: null, label: t('catRoot') },
                ...(list.data ?? [])
                  .filter((c) => c.parentId === null)
                  .map((c) => ({ value: c.id, label: pickText(c.name, language) })),
              ]}
            />
          </Form.Item>
          <Form.Item name="name" label={t('fName')} rules={[{ required: true }]}>
            <LocalizedInput />
          </Form.Item>
          <Form.Item name="icon" label={t('catIcon')}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t('catSort')}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
