import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_LABELS, LABELS, filterColumnLabel, selectRowLabel } from '@portal/shared-contracts/core';
import { VIDEOS_MESSAGES } from '@portal/shared-contracts/storyboards';
import { DataTable, type DataColumn, type DataTableProps } from './DataTable';

interface Asset {
  readonly assetId: string;
  readonly name: string;
  readonly userEmail: string;
  readonly shotNumber: number | null;
}
const ROWS: readonly Asset[] = [
  { assetId: 'a1', name: 'intro.mp4', userEmail: 'zoe@example.com', shotNumber: 10 },
  { assetId: 'a2', name: 'crowd.mp4', userEmail: 'jane@example.com', shotNumber: 2 },
  { assetId: 'a3', name: 'logo.png', userEmail: 'adam@example.com', shotNumber: null },
];
const COLUMNS: ReadonlyArray<DataColumn<Asset>> = [
  { key: 'userEmail', title: VIDEOS_MESSAGES.columnUser, value: (r) => r.userEmail },
  { key: 'shotNumber', title: VIDEOS_MESSAGES.columnShotNo, value: (r) => r.shotNumber, filterable: false },
  { key: 'name', title: 'Name', value: (r) => r.name, sortable: false, render: (r) => <strong>{r.name}</strong> },
];

function renderTable(overrides: Partial<DataTableProps<Asset>> = {}) {
  const props: DataTableProps<Asset> = {
    label: 'Videos',
    rows: ROWS,
    columns: COLUMNS,
    rowKey: (r) => r.assetId,
    rowLabel: (r) => r.name,
    empty: { title: 'No videos yet' },
    ...overrides,
  };
  render(<DataTable {...props} />);
  return { user: userEvent.setup(), props };
}

/** The text of one column, top to bottom. */
const column = (index: number): string[] =>
  within(screen.getByRole('table', { name: 'Videos' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');

// antd's Table with drop-downs renders slowly in jsdom on two shared cores.
jest.setTimeout(30_000);

describe('DataTable', () => {
  it('is a named table showing each column', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Videos' });
    expect(within(table).getByRole('columnheader', { name: VIDEOS_MESSAGES.columnUser })).toBeInTheDocument();
    expect(column(0)).toEqual(['zoe@example.com', 'jane@example.com', 'adam@example.com']);
    expect(column(1)).toEqual(['10', '2', '']);
  });

  it('sorts by a header click, ascending then descending, numbers by value and empty cells last', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('columnheader', { name: VIDEOS_MESSAGES.columnShotNo }));
    expect(column(1)).toEqual(['2', '10', '']);
    await user.click(screen.getByRole('columnheader', { name: VIDEOS_MESSAGES.columnShotNo }));
    expect(column(1)).toEqual(['10', '2', '']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('tabindex');
  });

  it('sorts from the keyboard', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: VIDEOS_MESSAGES.columnUser });
    expect(header).toHaveAttribute('tabindex', '0');
    // antd reads keyCode, which user-event leaves at 0; a browser sends 13 for Enter.
    fireEvent.keyDown(header, { key: 'Enter', keyCode: 13 });
    expect(column(0)).toEqual(['adam@example.com', 'jane@example.com', 'zoe@example.com']);
  });

  it('filters a column by the text typed in its drop-down, and resets', async () => {
    const { user } = renderTable();
    expect(screen.queryByRole('button', { name: filterColumnLabel(VIDEOS_MESSAGES.columnShotNo) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) }));
    await user.type(await screen.findByRole('textbox', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) }), 'JANE');
    await user.click(screen.getByRole('button', { name: BLOCK_LABELS.search }));
    expect(column(0)).toEqual(['jane@example.com']);
    await user.click(screen.getByRole('button', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) }));
    await user.click(await screen.findByRole('button', { name: LABELS.reset }));
    expect(column(0)).toHaveLength(3);
  });

  it('opens a filter from the keyboard without sorting the column', async () => {
    const { user } = renderTable();
    const trigger = screen.getByRole('button', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) });
    expect(trigger).toHaveAttribute('tabindex', '0');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) })).toBeInTheDocument();
    expect(column(0)[0]).toBe('zoe@example.com');
  });

  it('selects all rows or one, with named checkboxes', async () => {
    const onSelectionChange = jest.fn();
    const { user } = renderTable({ onSelectionChange });
    await user.click(screen.getByRole('checkbox', { name: selectRowLabel('crowd.mp4') }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['a2']);
    await user.click(screen.getByRole('checkbox', { name: BLOCK_LABELS.selectAll }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['a2', 'a1', 'a3']);
  });

  it('hands filters and sorting to the server instead of applying them', async () => {
    const onQueryChange = jest.fn();
    const { user } = renderTable({ onQueryChange });
    await user.click(screen.getByRole('columnheader', { name: VIDEOS_MESSAGES.columnUser }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ filters: {}, sort: { key: 'userEmail', order: 'asc' } });
    await user.click(screen.getByRole('button', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) }));
    await user.type(await screen.findByRole('textbox', { name: filterColumnLabel(VIDEOS_MESSAGES.columnUser) }), 'jane{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith({ filters: { userEmail: 'jane' }, sort: { key: 'userEmail', order: 'asc' } });
    expect(column(0)).toEqual(['zoe@example.com', 'jane@example.com', 'adam@example.com']);
  });

  it('puts the selection column last under its title when asked, the select-all box beside it', () => {
    renderTable({ onSelectionChange: jest.fn(), selectionTitle: VIDEOS_MESSAGES.columnSelection, selectionLast: true });
    const headers = within(screen.getByRole('table', { name: 'Videos' })).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([VIDEOS_MESSAGES.columnUser, VIDEOS_MESSAGES.columnShotNo, 'Name', VIDEOS_MESSAGES.columnSelection]);
    expect(within(headers[3]!).getByRole('checkbox', { name: BLOCK_LABELS.selectAll })).toBeInTheDocument();
  });

  it("shows a column's default sort on its header; each click reverses it", async () => {
    const onQueryChange = jest.fn();
    const columns: ReadonlyArray<DataColumn<Asset>> = [{ ...COLUMNS[1]!, defaultSort: 'desc' }, COLUMNS[0]!];
    const { user } = renderTable({ columns, onQueryChange });
    const header = screen.getByRole('columnheader', { name: VIDEOS_MESSAGES.columnShotNo });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(header);
    expect(onQueryChange).toHaveBeenLastCalledWith({ filters: {}, sort: { key: 'shotNumber', order: 'asc' } });
    await user.click(header);
    expect(onQueryChange).toHaveBeenLastCalledWith({ filters: {}, sort: { key: 'shotNumber', order: 'desc' } });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No videos yet');
  });

  it("pages on scroll and says You've hit the bottom! at the end", () => {
    renderTable({ paging: { hasMore: false, status: 'succeeded', onLoadMore: jest.fn() } });
    expect(screen.getByText(LABELS.hitTheBottom)).toBeInTheDocument();
  });
});
