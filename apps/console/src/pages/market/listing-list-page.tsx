import type { ConsoleListing, ConsoleListingState } from '@curio/contract/client';
import { App, Button, Card, Flex, Form, Input, InputNumber, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { ReasonModal } from '../../components/reason-modal';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dateTime, fen } from '../../components/ops-format';
import { PageHeader } from '../../components/page-header';
import { yuanToFen } from '../../lib/money';
import { useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { useListings, useTakeDown, type ListingFilter } from './api';
import { marketTexts } from './texts';

const STATE_COLOR: Record<ConsoleListingState, string> = {
  on_sale: 'green',
  locked: 'gold',
  sold: 'blue',
  cancelled: 'default',
  taken_down: 'red',
};
const STATES = Object.keys(STATE_COLOR) as ConsoleListingState[];

interface FormValues {
  state?: ConsoleListingState;
  collectionId?: number | null;
  seller?: string;
  priceMin?: number | null;
  priceMax?: number | null;
}

/** The filters live in the address (?state=&collectionId=&seller=&priceMin=&priceMax=, prices in fen). */
function filterOf(p: URLSearchParams): ListingFilter {
  const f: ListingFilter = {};
  const state = p.get('state');
  if (state && (STATES as string[]).includes(state)) f.state = state as ConsoleListingState;
  const n = (k: string) => {
    const v = p.get(k);
    return v !== null && /^\d{1,12}$/.test(v) ? Number(v) : undefined;
  };
  const collectionId = n('collectionId');
  if (collectionId) f.collectionId = collectionId;
  const seller = p.get('seller')?.trim();
  if (seller) f.seller = seller;
  const priceMin = n('priceMin');
  if (priceMin !== undefined) f.priceMin = priceMin;
  const priceMax = n('priceMax');
  if (priceMax !== undefined) f.priceMax = priceMax;
  return f;
}

function paramsOf(v: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.state) out.state = v.state;
  if (v.collectionId) out.collectionId = String(v.collectionId);
  if (v.seller?.trim()) out.seller = v.seller.trim();
  if (v.priceMin !== null && v.priceMin !== undefined) out.priceMin = String(yuanToFen(v.priceMin));
  if (v.priceMax !== null && v.priceMax !== undefined) out.priceMax = String(yuanToFen(v.priceMax));
  return out;
}

export default function ListingListPage() {
  const t = useTexts(marketTexts);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [form] = Form.useForm<FormValues>();
  const listings = useListings(filter);
  const rows = listings.data?.pages.flatMap((p) => p.items) ?? [];
  const { data: operator } = useOperator();
  const canWrite = hasRole(operator, ['owner', 'support']);
  const [target, setTarget] = useState<ConsoleListing | null>(null);
  const key = params.toString();

  // The form follows the address (a shared link, the browser's back button).
  useEffect(() => {
    const f = filterOf(new URLSearchParams(key));
    form.setFieldsValue({
      state: f.state,
      collectionId: f.collectionId ?? null,
      seller: f.seller ?? '',
      priceMin: f.priceMin === undefined ? null : f.priceMin / 100,
      priceMax: f.priceMax === undefined ? null : f.priceMax / 100,
    });
  }, [key, form]);

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Form<FormValues> form={form} layout="inline" onFinish={(v) => setParams(paramsOf(v))} style={{ rowGap: 12 }}>
          <Form.Item name="state" label={t('state')}>
            <Select
              allowClear
              placeholder={t('anyState')}
              style={{ width: 160 }}
              options={STATES.map((s) => ({ value: s, label: t(s) }))}
              data-testid="market-state"
            />
          </Form.Item>
          <Form.Item name="collectionId" label={t('collectionId')}>
            <InputNumber min={1} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="seller" label={t('seller')}>
            <Input allowClear placeholder={t('sellerPlaceholder')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label={t('price')}>
            <Space.Compact>
              <Form.Item name="priceMin" noStyle>
                <InputNumber min={0} precision={2} placeholder={t('priceMin')} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name="priceMax" noStyle>
                <InputNumber min={0} precision={2} placeholder={t('priceMax')} style={{ width: 100 }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setParams({});
              }}
            >
              {t('reset')}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Table<ConsoleListing>
        rowKey="id"
        loading={listings.isPending}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 1100 }}
        data-testid="market-listings"
        columns={[
          { title: t('id'), dataIndex: 'id', width: 80 },
          {
            title: t('item'),
            render: (_: unknown, r) => (
              <span>
                {r.collectionName || `#${r.collectionId}`} <Typography.Text type="secondary">#{r.serial}</Typography.Text>
              </span>
            ),
          },
          { title: t('price'), dataIndex: 'price', align: 'right', render: (n: number) => fen(n) },
          {
            title: t('seller'),
            render: (_: unknown, r) => (
              <Link to={`/users/${r.seller.id}`}>
                {r.seller.nickname || r.seller.maskedPhone} <Typography.Text type="secondary">#{r.seller.id}</Typography.Text>
              </Link>
            ),
          },
          {
            title: t('state'),
            dataIndex: 'state',
            render: (s: ConsoleListingState, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATE_COLOR[s]} data-testid="listing-state">
                  {t(s)}
                </Tag>
                {r.takeDownReason ? <Typography.Text type="secondary">{r.takeDownReason}</Typography.Text> : null}
              </Space>
            ),
          },
          { title: t('listedAt'), dataIndex: 'listedAt', render: (ms: number) => dateTime(ms) },
          { title: t('endedAt'), dataIndex: 'endedAt', render: (ms: number | null) => dateTime(ms) },
          ...(canWrite
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  render: (_: unknown, r: ConsoleListing) =>
                    r.state === 'on_sale' ? (
                      <Button danger size="small" onClick={() => setTarget(r)}>
                        {t('takeDown')}
                      </Button>
                    ) : r.state === 'locked' ? (
                      <Tooltip title={t('lockedHint')}>
                        <Button danger size="small" disabled>
                          {t('takeDown')}
                        </Button>
                      </Tooltip>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {listings.hasNextPage ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={listings.isFetchingNextPage} onClick={() => void listings.fetchNextPage()}>
            {t('more')}
          </Button>
        </Flex>
      ) : null}
      {target ? <TakeDownDialog listing={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}

function TakeDownDialog({ listing, onClose }: { listing: ConsoleListing; onClose: () => void }) {
  const t = useTexts(marketTexts);
  const { message } = App.useApp();
  const takeDown = useTakeDown();
  return (
    <ReasonModal
      title={t('takeDownTitle', { id: listing.id })}
      warning={t('takeDownWarning', {
        item: `${listing.collectionName} #${listing.serial}`,
        seller: listing.seller.nickname || listing.seller.maskedPhone,
        price: fen(listing.price),
      })}
      label={t('reasonLabel')}
      placeholder={t('reasonPlaceholder')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      pending={takeDown.isPending}
      submit={async (reason) => {
        await takeDown.mutateAsync({ id: listing.id, reason });
        void message.success(t('done', { id: listing.id }));
      }}
      onClose={onClose}
    />
  );
}
