import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { fromLocalInput, toLocalInput, when } from '../../components/content-helpers';
import { LocalizedInput, type LocalizedValue } from '../../components/localized-input';
import { PageHeader } from '../../components/page-header';
import { SaveErrorAlert } from '../../components/save-drawer';
import { useTexts } from '../../lib/i18n';
import { useCollectionOptions } from '../../lib/tenant';
import { useAirdrops, useSaveAirdrop, type Airdrop, type AirdropBody } from './api';
import { airdropTexts } from './texts';

const STATUS_COLOR = { receivable: 'green', finished: 'default', expired: 'default' } as const;

interface AirdropForm {
  key?: string;
  collectionId?: number;
  name?: LocalizedValue;
  audience: 'all' | 'phones' | 'holders';
  phones?: string;
  holdersOf?: number;
  quantityPerUser: number;
  claimsLimit?: number;
  startsAt?: string;
  endsAt?: string;
}

/** The form as the save call takes it: phones one a line (or by commas), names left empty dropped. */
function toAirdropBody(v: AirdropForm): AirdropBody {
  const phones = (v.phones ?? '')
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const name = Object.fromEntries(Object.entries(v.name ?? {}).filter(([, x]) => x && x.trim()));
  return {
    ...(v.key ? { key: v.key } : {}),
    collectionId: v.collectionId!,
    ...(Object.keys(name).length ? { name } : {}),
    audience: v.audience,
    ...(v.audience === 'phones' ? { phones } : {}),
    ...(v.audience === 'holders' && v.holdersOf ? { holdersOf: v.holdersOf } : {}),
    quantityPerUser: v.quantityPerUser,
    claimsLimit: v.claimsLimit!,
    startsAt: fromLocalInput(v.startsAt) ?? 0,
    endsAt: fromLocalInput(v.endsAt) ?? 0,
  };
}

export default function AirdropPage() {
  const t = useTexts(airdropTexts);
  const { message } = App.useApp();
  const list = useAirdrops();
  const collections = useCollectionOptions();
  const [editing, setEditing] = useState<Airdrop | 'new' | null>(null);
  const [form] = Form.useForm<AirdropForm>();
  const audience = Form.useWatch('audience', form);
  const save = useSaveAirdrop();

  const open = (a: Airdrop | 'new') => {
    setEditing(a);
    save.reset();
    form.resetFields();
    const now = Date.now();
    form.setFieldsValue(
      a === 'new'
        ? {
            audience: 'all',
            quantityPerUser: 1,
            claimsLimit: 100,
            startsAt: toLocalInput(now),
            endsAt: toLocalInput(now + 7 * 86_400_000),
          }
        : {
            key: a.key,
            collectionId: a.collectionId,
            name: a.names,
            audience: a.audience,
            phones: a.phones.join('\n'),
            holdersOf: a.holdersOf ?? undefined,
            quantityPerUser: a.quantityPerUser,
            claimsLimit: a.claimsLimit,
            startsAt: toLocalInput(a.startsAt),
            endsAt: toLocalInput(a.endsAt),
          },
    );
  };
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync(toAirdropBody(v));
      void message.success(t('saved'));
      setEditing(null);
    } catch {
      // Shown in the dialog.
    }
  };
  const collectionOptions = collections.options;
  const claimed = editing && editing !== 'new' ? editing.claimed : 0;
  const now = Date.now();

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t('create')}
          </Button>
        }
      />
      <Table<Airdrop>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.airdrops}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('colName'),
            key: 'name',
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
            title: t('colAudience'),
            key: 'audience',
            render: (_: unknown, r) => t(`audience_${r.audience}`, { n: r.phones.length }),
          },
          { title: t('colWindow'), key: 'window', render: (_: unknown, r) => `${when(r.startsAt)} → ${when(r.endsAt)}` },
          {
            title: t('colProgress'),
            key: 'progress',
            width: 240,
            render: (_: unknown, r) => (
              <Flex vertical>
                <Typography.Text>
                  {r.claimed} / {r.claimsLimit}
                </Typography.Text>
                <Progress
                  percent={Math.round((r.claimed / r.claimsLimit) * 100)}
                  size="small"
                  showInfo={false}
                  aria-label={`${r.claimed} / ${r.claimsLimit}`}
                />
              </Flex>
            ),
          },
          {
            title: t('colStatus'),
            key: 'status',
            render: (_: unknown, r) =>
              r.status === 'receivable' && r.startsAt > now ? (
                <Tag color="blue">{t('notStarted')}</Tag>
              ) : (
                <Tag color={STATUS_COLOR[r.status]}>{t(`status_${r.status}`)}</Tag>
              ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={720}
        title={editing === 'new' ? t('create') : t('edit')}
        onCancel={() => setEditing(null)}
        onOk={() => void submit()}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        {claimed > 0 ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('lockedAfterClaims', { n: claimed })} />
        ) : null}
        <SaveErrorAlert error={save.error} refused={t('refused')} />
        <Form form={form} layout="vertical">
          <Form.Item name="key" label={t('fKey')} rules={[{ pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/ }]}>
            <Input disabled={editing !== 'new'} autoComplete="off" />
          </Form.Item>
          <Form.Item name="collectionId" label={t('fCollection')} rules={[{ required: true }]}>
            <Select showSearch options={collectionOptions} optionFilterProp="label" disabled={claimed > 0} />
          </Form.Item>
          <Form.Item name="name" label={t('fName')}>
            <LocalizedInput />
          </Form.Item>
          <Form.Item name="audience" label={t('fAudience')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'all', label: t('audience_all') },
                { value: 'phones', label: t('audience_phones', { n: '' }).replace(/（）|\(\)/, '') },
                { value: 'holders', label: t('audience_holders') },
              ]}
            />
          </Form.Item>
          {audience === 'phones' ? (
            <Form.Item name="phones" label={t('fPhones')} rules={[{ required: true }]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
          ) : null}
          {audience === 'holders' ? (
            <Form.Item name="holdersOf" label={t('fHoldersOf')} rules={[{ required: true }]}>
              <Select showSearch options={collectionOptions} optionFilterProp="label" />
            </Form.Item>
          ) : null}
          <Flex gap={16} wrap>
            <Form.Item name="quantityPerUser" label={t('fQuantity')} rules={[{ required: true }]}>
              <InputNumber min={1} max={10} precision={0} disabled={claimed > 0} />
            </Form.Item>
            <Form.Item name="claimsLimit" label={t('fLimit')} rules={[{ required: true }]}>
              <InputNumber min={Math.max(1, claimed)} precision={0} style={{ width: 180 }} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item name="startsAt" label={t('fStart')} rules={[{ required: true }]}>
              <Input type="datetime-local" style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="endsAt" label={t('fEnd')} rules={[{ required: true }]}>
              <Input type="datetime-local" style={{ width: 240 }} />
            </Form.Item>
          </Flex>
        </Form>
      </Modal>
    </>
  );
}
