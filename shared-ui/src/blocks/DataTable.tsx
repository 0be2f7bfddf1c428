import type { ReactElement, ReactNode } from 'react';
import { BLOCK_LABELS, filterColumnLabel, selectRowLabel } from '@portal/shared-contracts';
import { Table, type TableColumnsType } from '../formsAntd';
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
  /** Filters and sorts on the server: the table reports them instead of applying them to `rows`. */
  readonly onQueryChange?: (query: TableQuery) => void;
  /** Loads more rows on scroll, as InfiniteList does (001 §2 Videos). */
  readonly paging?: Paging;
}

/**
 * antd's Table with a text filter and sorting on each column, select-all row selection
 * with named checkboxes, an empty state, and optional scroll paging. Filtering and
 * sorting apply to `rows` unless `onQueryChange` hands them to the server.
 */
export function DataTable<T extends object>(props: DataTableProps<T>): ReactElement {
  const { label, rows, columns, rowKey, empty, onSelectionChange, selectedKeys, rowLabel = rowKey, onQueryChange, paging } = props;
  const remote = onQueryChange !== undefined;
  const antColumns: TableColumnsType<T> = columns.map((col) => ({
    key: col.key,
    title: col.title,
    render: (_: unknown, row: T) => (col.render ? col.render(row) : (col.value(row) ?? '')),
    sorter: col.sortable === false ? undefined : remote || ((a: T, b: T, order) => compareCells(col.value(a), col.value(b), order === 'descend')),
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
        columns={antColumns}
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
              }
            : undefined
        }
      />
      {paging ? <LoadMore {...paging} count={rows.length} /> : null}
    </div>
  );
}
