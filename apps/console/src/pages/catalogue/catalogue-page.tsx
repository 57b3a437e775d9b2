import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Switch, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useParams } from 'react-router';
import { when } from '../../components/content-helpers';
import { PageHeader } from '../../components/page-header';
import { useTexts } from '../../lib/i18n';
import { request } from '../../lib/request';
import { asJson, issuesOf, useCatalogueList, useSetListed, yuan, type CatalogueRow } from './api';
import { EntryDrawer } from './entry-drawer';
import { catalogueTexts } from './texts';

type Kind = 'creators' | 'series' | 'collections' | 'blindBoxes';
const KINDS: readonly Kind[] = ['collections', 'blindBoxes', 'series', 'creators'];
const STATE_COLOR = { upcoming: 'blue', on_sale: 'green', sold_out: 'default', ended: 'default' } as const;

/** Export and import of the whole catalogue file (round trip: the export imported again changes nothing). */
function FileActions() {
  const t = useTexts(catalogueTexts);
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const exportFile = async () => {
    const file = await request('consoleExportCatalogue');
    const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `catalogue-${new Date().toISOString().slice(0, 10)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
    void message.success(t('exported'));
  };
  const importFile = async (file: File) => {
    setBusy(true);
    try {
      const body = JSON.parse(await file.text()) as Record<string, unknown>;
      const r = await request('consoleImportCatalogue', { body: asJson(body) });
      const sum = (k: 'created' | 'updated') => Object.values(r.counts).reduce((n, c) => n + c[k], 0);
      void message.success(t('imported', { created: sum('created'), updated: sum('updated') }));
    } catch (e) {
      const issues = issuesOf(e);
      modal.error({
        title: t('importRefused'),
        width: 640,
        content: issues.length ? (
          <ul style={{ paddingLeft: 18, maxHeight: 360, overflow: 'auto' }}>
            {issues.map((i) => (
              <li key={i.path + i.message}>
                <Typography.Text code>{i.path}</Typography.Text> {i.message}
              </li>
            ))}
          </ul>
        ) : (
          String(e instanceof Error ? e.message : e)
        ),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void exportFile()}>
        {t('export')}
      </Button>
      <Upload accept="application/json,.json" showUploadList={false} beforeUpload={(f) => (void importFile(f), false)}>
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('import')}
        </Button>
      </Upload>
    </>
  );
}

function ListedSwitch({ kind, row }: { kind: 'collections' | 'blindBoxes'; row: CatalogueRow }) {
  const t = useTexts(catalogueTexts);
  const { message } = App.useApp();
  const set = useSetListed(kind);
  return (
    <Switch
      checked={row.listed}
      loading={set.isPending}
      aria-label={`${t('colListed')} ${row.name}`}
      onChange={(listed, e) => {
        e.stopPropagation();
        set.mutate(
          { key: row.key, listed },
          {
            onSuccess: () => void message.success(t(listed ? 'listedOn' : 'listedOff', { name: row.name })),
            onError: (err) => void message.error(err.message),
          },
        );
      }}
    />
  );
}

export default function CataloguePage() {
  const t = useTexts(catalogueTexts);
  const params = useParams();
  const kind: Kind = KINDS.includes(params.kind as Kind) ? (params.kind as Kind) : 'collections';
  const list = useCatalogueList(kind);
  const [open, setOpen] = useState<string | null>(null);
  const drop = kind === 'collections' || kind === 'blindBoxes';

  const columns: ColumnsType<CatalogueRow> = [
    {
      title: t('colName'),
      dataIndex: 'name',
      render: (_: unknown, r) => (
        <Flex gap={12} align="center">
          {r.coverUrl ? (
            <img
              src={`${r.coverUrl}${r.coverUrl.startsWith('/api/file/') ? '?w=96' : ''}`}
              alt=""
              width={48}
              height={48}
              style={{ borderRadius: 6, objectFit: 'cover' }}
            />
          ) : null}
          <Flex vertical>
            <Typography.Text strong>{r.name}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.key}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    ...(drop
      ? ([
          { title: t('colPrice'), dataIndex: 'price', align: 'right', render: (p: number) => yuan(p) },
          { title: t('colStock'), key: 'stock', align: 'right', render: (_: unknown, r) => `${r.sold} / ${r.totalSupply}` },
          { title: t('colRemaining'), dataIndex: 'remaining', align: 'right' },
          {
            title: t('colState'),
            dataIndex: 'saleState',
            render: (s: keyof typeof STATE_COLOR) => <Tag color={STATE_COLOR[s]}>{t(`state_${s}`)}</Tag>,
          },
          {
            title: t('colWindow'),
            key: 'window',
            render: (_: unknown, r) => `${when(r.saleStart!)} → ${r.saleEnd ? when(r.saleEnd) : t('noEnd')}`,
          },
          {
            title: t('colListed'),
            key: 'listed',
            render: (_: unknown, r) => <ListedSwitch kind={kind as 'collections' | 'blindBoxes'} row={r} />,
          },
        ] satisfies ColumnsType<CatalogueRow>)
      : []),
    { title: t('colRank'), dataIndex: 'rank', align: 'right', width: 90 },
  ];

  return (
    <>
      <PageHeader
        title={t(`title_${kind}`)}
        subtitle={t('subtitle')}
        extra={
          <>
            <FileActions />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('')}>
              {t('create')}
            </Button>
          </>
        }
      />
      <Table<CatalogueRow>
        rowKey="key"
        loading={list.isPending}
        dataSource={list.data}
        columns={columns}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(r) => ({ onClick: () => setOpen(r.key), style: { cursor: 'pointer' } })}
      />
      <EntryDrawer kind={kind} entryKey={open} onClose={() => setOpen(null)} />
    </>
  );
}
