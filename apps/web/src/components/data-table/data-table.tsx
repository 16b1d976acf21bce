import { cloneElement, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Input, Pagination, Select, Space, Table, Typography, type TableProps } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TableRequest } from '@tenaga/contracts/common';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, TIMINGS_MS } from '@tenaga/contracts/constants';
import type { RouteContract } from '@tenaga/contracts/route';
import type { CallInput } from '../../lib/api-client.ts';
import { useContractQuery } from '../../lib/contract-query.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export interface DataTableColumn<Row> {
  /** The row field the server sorts and searches by (`columns[].data` of the table protocol). */
  readonly key: string;
  readonly title: string;
  readonly sortable?: boolean;
  readonly render?: (row: Row) => ReactNode;
  readonly width?: number | string;
}

/** A route of the table protocol (spec §3): a POST whose body is the table request and whose answer is a page of rows. */
export type TableContract = RouteContract & {
  readonly method: 'POST';
  readonly body: z.ZodType;
  readonly response: z.ZodType<{ data: readonly object[]; recordsTotal: number; recordsFiltered: number }>;
};

/** A row of a table route's answer. */
export type RowOf<C extends TableContract> = z.infer<C['response']>['data'][number];

/** The fields of a table route's body besides the table request's own (its `filter`, a list's `status`…). */
export type TableFilterOf<C extends TableContract> = Omit<z.input<C['body']>, keyof TableRequest>;

interface DataTableProps<C extends TableContract, Row = RowOf<C>> {
  /** The table's route: its rows, its request's extra fields and its cache key all come from it. */
  readonly contract: C;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: keyof Row & string;
  readonly emptyText: string;
  /** What the table lists, naming its scroll area for screen readers (default: "Table"). */
  readonly label?: string;
  readonly searchable?: boolean;
  readonly onRowClick?: (row: Row) => void;
  readonly defaultSort?: { readonly key: string; readonly dir: 'asc' | 'desc' };
  /** Extra fields of the request body (the route's `filter`); a change goes back to the first page. */
  readonly filter?: TableFilterOf<C>;
  /** Rows chosen with checkboxes, for actions on several at once. */
  readonly selection?: {
    readonly selectedKeys: readonly string[];
    readonly onChange: (keys: string[], rows: Row[]) => void;
    readonly disabled?: (row: Row) => boolean;
  };
  /**
   * Controls shown beside the search box (filters, actions on the selection); a function gets the
   * view as the table asks for it now, without its paging (to export what is shown).
   */
  readonly toolbar?: ReactNode | ((view: TableView) => ReactNode);
}

/** What a table shows, page aside: its order, search, columns and the route's filter fields. */
export type TableView = Omit<TableRequest, 'start' | 'length'> & Record<string, unknown>;

function viewOf(request: TableRequest & Record<string, unknown>): TableView {
  const { start: _start, length: _length, ...view } = request;
  return view;
}

/**
 * The one table of the app, on the table protocol: server-side paging (10/25/50/100/All),
 * sorting and search; 'Showing X to Y of Z'. Changing size, search or sort goes back to the start.
 * Each page is the contract query of its request, so a change to what the route reads refreshes it.
 */
export function DataTable<C extends TableContract>(props: DataTableProps<C>) {
  type Row = RowOf<C>;
  const { t } = useTranslation();
  const [start, setStart] = useState(0);
  const [length, setLength] = useState<number>(TABLE_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(props.defaultSort);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, TIMINGS_MS.searchDebounce);
  const filterKey = JSON.stringify(props.filter ?? null);
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setStart(0);
  }

  const request: TableRequest & Record<string, unknown> = {
    ...props.filter,
    start,
    length,
    order: sort ? [{ column: props.columns.findIndex((column) => column.key === sort.key), dir: sort.dir }] : [],
    search: { value: debouncedSearch },
    columns: props.columns.map((column) => ({ data: column.key, orderable: column.sortable ?? false })),
  };
  const query = useContractQuery<TableContract>(props.contract, { body: request } as CallInput<TableContract>, {
    placeholderData: keepPreviousData,
  });
  const page = query.data as { data: Row[]; recordsTotal: number; recordsFiltered: number } | undefined;
  const total = page?.recordsFiltered ?? 0;
  const from = total === 0 ? 0 : start + 1;
  const to = length === -1 ? total : Math.min(start + length, total);

  const columns: TableProps<Row>['columns'] = props.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    sorter: column.sortable,
    sortOrder: sort?.key === column.key ? (sort.dir === 'asc' ? 'ascend' : 'descend') : null,
    render: column.render ? (_: unknown, row: Row) => column.render!(row) : undefined,
  }));

  // antd copies the header (with its select-all checkbox) into a hidden row that measures column
  // widths; keyboard and screen-reader users must not land in it.
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.querySelectorAll<HTMLElement>('.ant-table-measure-row').forEach((row) => (row.inert = true));
  });

  return (
    <div ref={container}>
      <Space wrap style={{ marginBottom: 12 }}>
        {props.searchable !== false && (
          <Input.Search
            allowClear={{ clearIcon: <CloseCircleFilled role="img" aria-label={t('clear')} /> }}
            enterButton={<Button aria-label={t('search')} icon={<SearchOutlined aria-hidden />} />}
            aria-label={t('search')}
            placeholder={t('search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setStart(0);
            }}
            style={{ width: 280 }}
          />
        )}
        {typeof props.toolbar === 'function' ? props.toolbar(viewOf(request)) : props.toolbar}
      </Space>
      <div data-table-label={props.label ?? t('table')}>
        <Table<Row>
          rowKey={props.rowKey}
          columns={columns}
          dataSource={page?.data ?? []}
          loading={query.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: query.isError ? t('errors:warningDefaultMsg') : props.emptyText }}
          onRow={(row) => (props.onRowClick ? { onClick: () => props.onRowClick!(row), style: { cursor: 'pointer' } } : {})}
          rowSelection={
            props.selection
              ? {
                  selectedRowKeys: [...props.selection.selectedKeys],
                  onChange: (keys, rows) => props.selection!.onChange(keys.map(String), rows),
                  getCheckboxProps: (row) => ({ disabled: props.selection!.disabled?.(row) ?? false }),
                }
              : undefined
          }
          onChange={(_, __, sorter) => {
            const single = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(single?.order ? { key: String(single.columnKey), dir: single.order === 'ascend' ? 'asc' : 'desc' } : props.defaultSort);
            setStart(0);
          }}
        />
      </div>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginTop: 12 }}>
        <Space>
          <Typography.Text>{t('show')}</Typography.Text>
          <Select
            aria-label={t('show')}
            value={length}
            onChange={(value) => {
              setLength(value);
              setStart(0);
            }}
            options={TABLE_PAGE_SIZES.map((size) => ({ value: size, label: size === -1 ? t('all') : String(size) }))}
            style={{ width: 90 }}
          />
          {total > 0 && <Typography.Text>{t('showingRange', { from, to, total })}</Typography.Text>}
        </Space>
        {length !== -1 && total > length && (
          <Pagination
            current={Math.floor(start / length) + 1}
            pageSize={length}
            total={total}
            showSizeChanger={false}
            itemRender={(pageNumber, type, element) => {
              // antd names these buttons after their icons ('left', 'right') in every language.
              const names = { prev: t('previousPage'), next: t('nextPage'), 'jump-prev': t('previousPages'), 'jump-next': t('nextPages') };
              const name = type === 'page' ? t('pageNumber', { page: pageNumber }) : names[type];
              return isValidElement<{ 'aria-label'?: string }>(element) ? cloneElement(element, { 'aria-label': name }) : element;
            }}
            onChange={(pageNumber) => setStart((pageNumber - 1) * length)}
          />
        )}
      </Space>
    </div>
  );
}
