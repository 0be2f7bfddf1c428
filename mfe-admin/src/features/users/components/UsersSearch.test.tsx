import { act, fireEvent, render, screen } from '@testing-library/react';
import { DELAYS_MS } from '@portal/shared-contracts/core';
import { ADMIN_USERS_LABELS } from '@portal/shared-contracts/admin';
import { UsersSearch } from './UsersSearch';

describe('UsersSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches after the delay, at once on leaving the box, and only once', () => {
    const onSearch = jest.fn();
    const { rerender } = render(<UsersSearch value="" onSearch={onSearch} />);
    const box = screen.getByLabelText(ADMIN_USERS_LABELS.search);
    fireEvent.change(box, { target: { value: 'bea' } });
    act(() => jest.advanceTimersByTime(DELAYS_MS.SEARCH_DEBOUNCE - 1));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledWith('bea');
    rerender(<UsersSearch value="bea" onSearch={onSearch} />);
    act(() => jest.advanceTimersByTime(DELAYS_MS.SEARCH_DEBOUNCE * 2));
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('drops the delayed search once leaving the box has searched, even before the list shows the new search', () => {
    const onSearch = jest.fn();
    render(<UsersSearch value="" onSearch={onSearch} />);
    const box = screen.getByLabelText(ADMIN_USERS_LABELS.search);
    fireEvent.change(box, { target: { value: 'bea' } });
    fireEvent.blur(box);
    // The list has not re-rendered with q=bea yet (its navigation is a transition).
    act(() => jest.advanceTimersByTime(DELAYS_MS.SEARCH_DEBOUNCE * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
