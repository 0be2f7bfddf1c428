import type { ReactElement, ReactNode } from 'react';
import { BLOCK_LABELS, filterColumnLabel, selectRowLabel } from '@portal/shared-contracts/core';
import { Flex } from '../antd';
import { Table, type TableColumnType, type TableColumnsType } from '../dataAntd';
import { ColumnFilterIcon } from './ColumnFilterIcon';
import { ColumnTextFilter } from './ColumnTextFilter';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { LoadMore, type Paging } from './LoadMore';
import { cellMatches, compareCells, toTableQuery, type CellValue, type TableQuery } from './tableRules';

/** A column over rows of type T. */
export interface DataColumn<T> {
  readonly key: string;
  readonly title: string;
  /** The cell's value: shown (unless `render` is given), sorted and filtered. */
  readonly value: (row: T) => CellValue;
  readonly render?: (row: T) => ReactNode;
  /** Text filter in the header (default on). */
  readonly filterable?: boolean;
  /** Sort by clicking the header or pressing Enter on it (default on). */
  readonly sortable?: boolean;
  /** The sort the server applies before any header is clicked, shown on this column's header. */
  readonly defaultSort?: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "Videos". */
  readonly label: string;
  readonly rows: readonly T[];
  readonly columns: ReadonlyArray<DataColumn<T>>;
  readonly rowKey: (row: T) => string;
  readonly empty: EmptyStateProps;
  /** Row selection with a select-all box is on when this is given. */
  readonly onSelectionChange?: (keys: string[]) => void;
  readonly selectedKeys?: readonly string[];
  /** Names each row's checkbox "Select row {name}"; defaults to the row key. */
  readonly rowLabel?: (row: T) => string;
  /** The selection column's heading beside the select-all box, and its place (first by default). */
  readonly selectionTitle?: string;
  readonly selectionLast?: boolean;
  /** Filters and sorts on the server: the table reports them instead of applying them to `rows`. */
  readonly onQueryChange?: (query: TableQuery) => void;
  /** Loads more rows on scroll, as InfiniteList does (001 §2 Videos). */
  readonly paging?: Paging;
}

/**
 * A first sort shown on its header; each click reverses it. antd steps to the direction
 * after the current one's first place in `sortDirections` and clears after the last, so
 * ending on the first direction again makes the column toggle and never clear.
 */
function defaultSortOf(order: 'asc' | 'desc'): Pick<TableColumnType<object>, 'defaultSortOrder' | 'sortDirections'> {
  return order === 'asc'
    ? { defaultSortOrder: 'ascend', sortDirections: ['ascend', 'descend', 'ascend'] }
    : { defaultSortOrder: 'descend', sortDirections: ['descend', 'ascend', 'descend'] };
}

function SelectionTitle({ checkbox, title }: { checkbox: ReactNode; title: string }): ReactElement {
  return (
    <Flex gap="small" align="center">
      {checkbox}
      <span>{title}</span>
    </Flex>
  );
}

/**
 * antd's Table with a text filter and sorting on each column, select-all row selection
 * with named checkboxes, an empty state, and optional scroll paging. Filtering and
 * sorting apply to `rows` unless `onQueryChange` hands them to the server.
 */
export function DataTable<T extends object>(props: DataTableProps<T>): ReactElement {
  const { label, rows, columns, rowKey, empty, onSelectionChange, selectedKeys, rowLabel = rowKey, onQueryChange, paging, selectionTitle, selectionLast } = props;
  const remote = onQueryChange !== undefined;
  const antColumns: TableColumnsType<T> = columns.map((col) => ({
    key: col.key,
    title: col.title,
    render: (_: unknown, row: T) => (col.render ? col.render(row) : (col.value(row) ?? '')),
    sorter: col.sortable === false ? undefined : remote || ((a: T, b: T, order) => compareCells(col.value(a), col.value(b), order === 'descend')),
    ...(col.defaultSort ? defaultSortOf(col.defaultSort) : {}),
    ...(col.filterable === false
      ? {}
      : {
          filterDropdown: (controls) => <ColumnTextFilter column={col.title} {...controls} />,
          filterIcon: (filtered: boolean) => <ColumnFilterIcon label={filterColumnLabel(col.title)} filtered={filtered} />,
          onFilter: remote ? undefined : (filter, row) => cellMatches(col.value(row), String(filter)),
        }),
  }));
  const settled = !paging || (paging.status === 'succeeded' && !paging.hasMore);
  return (
    <div>
      <Table<T>
        aria-label={label}
        columns={onSelectionChange && selectionLast ? [...antColumns, Table.SELECTION_COLUMN] : antColumns}
        dataSource={rows}
        rowKey={rowKey}
        pagination={false}
        showSorterTooltip={false}
        locale={{ emptyText: settled ? <EmptyState {...empty} /> : <span /> }}
        onChange={remote ? (_, filters, sorter) => onQueryChange(toTableQuery(filters, sorter)) : undefined}
        rowSelection={
          onSelectionChange
            ? {
                selectedRowKeys: selectedKeys ? [...selectedKeys] : undefined,
                onChange: (keys) => onSelectionChange(keys.map(String)),
                getCheckboxProps: (row) => ({ 'aria-label': selectRowLabel(rowLabel(row)) }),
                getTitleCheckboxProps: () => ({ 'aria-label': BLOCK_LABELS.selectAll }),
                columnTitle: selectionTitle ? (checkbox: ReactNode) => <SelectionTitle checkbox={checkbox} title={selectionTitle} /> : undefined,
              }
            : undefined
        }
      />
      {paging ? <LoadMore {...paging} count={rows.length} /> : null}
    </div>
  );
}
