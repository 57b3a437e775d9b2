import { DownloadOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Modal, Progress, Radio, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { pickText } from '../../components/localized-input';
import { PageHeader } from '../../components/page-header';
import { zonedLabel } from '../../components/zoned-time';
import { useLanguage, useTexts } from '../../lib/i18n';
import { hasRole, useOperator } from '../../lib/session';
import { useCollectionOptions, useTenantTimeZone } from '../../lib/tenant';
import { useCoupons, useCreateRedeemCodes, useRedeemBatches, type RedeemBatch, type RedeemResult } from './api';
import { csvFileName, newRedeemForm, toRedeemBody, type RedeemFormValues } from './coupon-form';
import { downloadText } from './download';
import { WRITERS } from './roles';
import { useCouponValue } from './shared';
import { couponTexts } from './texts';

/** How many of a new batch's codes the result dialog shows (all of them are in the CSV). */
const SHOWN_CODES = 10;

/** Redemption codes (issue 19): the batches with their redeemed counts; a new batch's codes are downloaded at once. */
export default function RedeemPage() {
  const t = useTexts(couponTexts);
  const { language } = useLanguage();
  const { modal } = App.useApp();
  const { data: operator } = useOperator();
  const canWrite = hasRole(operator, WRITERS);
  const tz = useTenantTimeZone();
  const list = useRedeemBatches();
  const coupons = useCoupons();
  const collections = useCollectionOptions();
  const create = useCreateRedeemCodes();
  const value = useCouponValue();
  const [open, setOpen] = useState(false);
  const [grants, setGrants] = useState<RedeemFormValues['grants']>('coupon');
  const [result, setResult] = useState<{ data: RedeemResult; file: string } | null>(null);

  const couponOptions = (coupons.data ?? []).map((c) => ({
    value: c.id,
    label: `${pickText(c.name, language)} · ${value(c)} (#${c.id})`,
  }));

  const submit = async (v: RedeemFormValues) => {
    const data = await create.mutateAsync(toRedeemBody(v, tz));
    const file = csvFileName(data.batch.name, tz);
    // The codes exist in clear only in this answer: the file is offered at once.
    downloadText(data.csv, file);
    setResult({ data, file });
    return t('codesDownloaded', { file });
  };

  const closeResult = () =>
    modal.confirm({
      title: t('closeConfirmTitle'),
      content: t('closeConfirmBody'),
      okText: t('closeConfirmOk'),
      cancelText: t('cancel'),
      onOk: () => setResult(null),
    });

  return (
    <>
      <PageHeader
        title={t('redeemTitle')}
        subtitle={t('redeemSubtitle')}
        extra={
          canWrite ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                create.reset();
                setGrants('coupon');
                setOpen(true);
              }}
            >
              {t('newBatch')}
            </Button>
          ) : null
        }
      />
      {!canWrite ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('readOnly')} /> : null}
      {list.isError ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={list.error.message} />
      ) : null}
      <Table<RedeemBatch>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('emptyBatches') }}
        columns={[
          {
            title: t('colBatch'),
            key: 'name',
            render: (_: unknown, b) => (
              <Flex vertical>
                <Typography.Text strong>{b.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  #{b.id} · {zonedLabel(b.createdAt, tz)}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('colGrants'),
            key: 'grants',
            render: (_: unknown, b) =>
              b.grants.kind === 'coupon' ? (
                <span>
                  <Tag color="volcano">{t('grants_coupon')}</Tag>
                  <Typography.Text>{b.grants.couponName}</Typography.Text>
                </span>
              ) : (
                <span>
                  <Tag color="purple">{t('grants_collectible')}</Tag>
                  <Typography.Text>{b.grants.collectionName}</Typography.Text>
                </span>
              ),
          },
          { title: t('colCount'), dataIndex: 'count', align: 'right' },
          {
            title: t('colRedeemed'),
            key: 'redeemed',
            width: 180,
            render: (_: unknown, b) => (
              <Flex vertical>
                <Typography.Text>
                  {b.redeemed} / {b.count}
                </Typography.Text>
                <Progress
                  percent={b.count ? Math.round((b.redeemed / b.count) * 100) : 0}
                  size="small"
                  showInfo={false}
                  aria-label={`${b.redeemed} / ${b.count}`}
                />
              </Flex>
            ),
          },
          {
            title: t('colExpires', { tz }),
            key: 'expires',
            render: (_: unknown, b) => zonedLabel(b.expiresAt, tz),
          },
        ]}
      />
      <FormModal<RedeemFormValues>
        title={t('newBatch')}
        open={open}
        onClose={() => setOpen(false)}
        okText={t('create')}
        cancelText={t('cancel')}
        pending={create.isPending}
        submit={submit}
        initialValues={newRedeemForm(tz)}
        width={640}
      >
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('onceWarning')} />
        <Form.Item name="name" label={t('fBatchName')} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="grants" label={t('fGrants')}>
          <Radio.Group
            optionType="button"
            onChange={(e) => setGrants(e.target.value as RedeemFormValues['grants'])}
            options={[
              { value: 'coupon', label: t('grants_coupon') },
              { value: 'collectible', label: t('grants_collectible') },
            ]}
          />
        </Form.Item>
        {grants === 'coupon' ? (
          <Form.Item name="couponId" label={t('fCoupon')} rules={[{ required: true }]}>
            <Select showSearch optionFilterProp="label" options={couponOptions} loading={coupons.isPending} />
          </Form.Item>
        ) : (
          <Form.Item name="collectionId" label={t('fCollection')} rules={[{ required: true }]} extra={t('collectibleHelp')}>
            <Select showSearch optionFilterProp="label" options={collections.options} loading={collections.isPending} />
          </Form.Item>
        )}
        <Flex gap={16} wrap>
          <Form.Item name="count" label={t('fCount')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10_000} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('fExpires', { tz })} rules={[{ required: true }]}>
            <Input type="datetime-local" style={{ width: 240 }} />
          </Form.Item>
        </Flex>
      </FormModal>
      <Modal
        open={result !== null}
        title={result ? t('codesTitle', { name: result.data.batch.name, count: result.data.codes.length }) : null}
        closable={false}
        maskClosable={false}
        keyboard={false}
        width={640}
        footer={
          result ? (
            <Flex justify="flex-end" gap={8}>
              <Button icon={<DownloadOutlined />} onClick={() => downloadText(result.data.csv, result.file)}>
                {t('downloadAgain')}
              </Button>
              <Button type="primary" onClick={closeResult}>
                {t('close')}
              </Button>
            </Flex>
          ) : null
        }
        destroyOnHidden
      >
        {result ? (
          <>
            <Alert
              type="warning"
              showIcon
              icon={<WarningOutlined />}
              role="alert"
              style={{ marginBottom: 16 }}
              message={t('codesWarning')}
              description={t('codesDownloaded', { file: result.file })}
            />
            <Typography.Text strong>{t('firstCodes', { n: Math.min(SHOWN_CODES, result.data.codes.length) })}</Typography.Text>
            <ul
              aria-label={t('firstCodes', { n: Math.min(SHOWN_CODES, result.data.codes.length) })}
              style={{ columns: 2, paddingLeft: 18, marginTop: 8 }}
            >
              {result.data.codes.slice(0, SHOWN_CODES).map((c) => (
                <li key={c}>
                  <Typography.Text code copyable>
                    {c}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Modal>
    </>
  );
}
