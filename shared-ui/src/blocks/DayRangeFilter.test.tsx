import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@portal/shared-contracts/admin';
import { MemoryRouter, useLocation } from '@portal/shared-ui/router';
import { DayRangeFilter, useDayRangeParams } from './DayRangeFilter';

const LABELS = { group: 'Range', from: 'From', to: 'To' };
const NOW = () => Date.parse('2026-11-20T02:00:00Z');

function Search(): ReactElement {
  return <output aria-label="search">{useLocation().search}</output>;
}

function Filter(): ReactElement {
  const { range, setRange } = useDayRangeParams(7, NOW);
  return <DayRangeFilter range={range} onChange={setRange} labels={LABELS} />;
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Filter />
      <Search />
    </MemoryRouter>,
  );
  return { from: screen.getByLabelText('From'), to: screen.getByLabelText('To'), search: () => screen.getByLabelText('search').textContent };
}

describe('DayRangeFilter with useDayRangeParams', () => {
  it('shows the URL’s days and writes an edited day to the URL, keeping the other', () => {
    const { from, to, search } = renderAt('/a?from=2026-11-01&to=2026-11-10&tab=users');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-10');
    fireEvent.change(to, { target: { value: '2026-11-12' } });
    expect(search()).toBe('?from=2026-11-01&to=2026-11-12&tab=users');
    expect(to).toHaveValue('2026-11-12');
  });

  it('keeps both days when the second is edited before the first has re-rendered the filter', () => {
    const { from, to, search } = renderAt('/a');
    act(() => {
      fireEvent.change(from, { target: { value: '2099-01-02' } });
      fireEvent.change(to, { target: { value: '2099-01-01' } });
    });
    expect(search()).toBe('?from=2099-01-02&to=2099-01-01');
    expect(from).toHaveValue('2099-01-02');
    expect(to).toHaveValue('2099-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.fromBeforeTo);
    // And after that render, a further edit still starts from both.
    fireEvent.change(from, { target: { value: '2098-12-01' } });
    expect(search()).toBe('?from=2098-12-01&to=2099-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('takes the default days, today included, while the URL has none', () => {
    const { from, to, search } = renderAt('/a');
    expect(from).toHaveValue('2026-11-14');
    expect(to).toHaveValue('2026-11-20');
    expect(search()).toBe('');
  });
});
