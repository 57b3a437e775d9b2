import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Table, Typography, type TableProps } from 'antd';
import { useTexts } from '../lib/i18n';
import { pagingTexts } from './paging-texts';
import type { UrlPaging } from './use-url-filters';

export interface PagedTableProps<T extends object> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  /** The list's paging, from `useUrlFilters`. */
  paging: UrlPaging;
  /** The page's rows; undefined before the first answer. */
  rows: readonly T[] | undefined;
  /** What the server answered for the page after this one (`nextBefore`, `nextCursor`); null: the last page. */
  nextCursor: string | number | null | undefined;
  /**
   * The rows on screen are not (yet) the address's page: the first answer or another page is awaited.
   * With react-query's `placeholderData: keepPreviousData`: `isPending || isPlaceholderData`.
   */
  loading: boolean;
  /** The list's call failed (a refused filter or cursor, the network): shown above the table. */
  error?: Error | null;
  onRetry?: () => void;
}

/**
 * A console list that pages through the server (decision 068): antd's Table for one page of rows, and under
 * it the page number, first / previous / next and the page size, all kept in the address by
 * `useUrlFilters`. The server answers a page and the cursor of the next one, never a total.
 */
export function PagedTable<T extends object>({
  paging,
  rows,
  nextCursor,
  loading,
  error,
  onRetry,
  locale,
  ...table
}: PagedTableProps<T>) {
  const t = useTexts(pagingTexts);
  const hasNext = nextCursor !== null && nextCursor !== undefined && !loading;
  const emptyPage = paging.page > 1 && rows !== undefined && rows.length === 0 && !loading;
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('failed', { msg: error.message })}
          action={
            <Flex gap={8}>
              {onRetry ? (
                <Button size="small" onClick={onRetry}>
                  {t('retry')}
                </Button>
              ) : null}
              {paging.page > 1 ? (
                <Button size="small" onClick={paging.first}>
                  {t('first')}
                </Button>
              ) : null}
            </Flex>
          }
        />
      ) : null}
      <Table<T>
        {...table}
        dataSource={rows ? [...rows] : []}
        loading={loading}
        pagination={false}
        locale={emptyPage ? { ...locale, emptyText: t('emptyPage') } : locale}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }} data-testid="paging">
        <Typography.Text type="secondary" data-testid="paging-page">
          {t('page', { page: paging.page })}
          {!loading && !hasNext && rows && rows.length > 0 && paging.page > 1 ? ` · ${t('lastPage')}` : ''}
        </Typography.Text>
        <Flex gap={8} align="center" wrap>
          <Button disabled={paging.page === 1} onClick={paging.first}>
            {t('first')}
          </Button>
          <Button icon={<LeftOutlined />} disabled={paging.page === 1} onClick={paging.prev}>
            {t('prev')}
          </Button>
          <Button
            icon={<RightOutlined />}
            iconPlacement="end"
            disabled={!hasNext}
            onClick={() => {
              if (hasNext) paging.next(nextCursor);
            }}
          >
            {t('next')}
          </Button>
          <Select<number>
            aria-label={t('pageSize')}
            value={paging.size}
            onChange={paging.setSize}
            style={{ width: 136 }}
            options={paging.sizes.map((s) => ({ value: s, label: t('perPage', { size: s }) }))}
          />
        </Flex>
      </Flex>
    </>
  );
}
