import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCK_LABELS, LABELS, SHELL_MESSAGES, INFINITE_SCROLL_THRESHOLD_PX } from '@portal/shared-contracts/core';
import { PROXY_MESSAGES } from '@portal/shared-contracts/storyboards';
import { InfiniteList, type InfiniteListProps } from './InfiniteList';

interface Item {
  readonly id: string;
  readonly title: string;
}
const page = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `sb-${from + i}`, title: `Storyboard ${from + i}` }));

function setup(overrides: Partial<InfiniteListProps<Item>> = {}) {
  const onLoadMore = jest.fn();
  const props: InfiniteListProps<Item> = {
    label: 'Storyboards',
    items: [],
    getKey: (item) => item.id,
    renderItem: (item) => <a href={`/storyboards/${item.id}`}>{item.title}</a>,
    hasMore: true,
    status: 'idle',
    onLoadMore,
    empty: { title: LABELS.noStoryboards },
    ...overrides,
  };
  const view = render(<InfiniteList {...props} />);
  const update = (next: Partial<InfiniteListProps<Item>>): void => view.rerender(<InfiniteList {...props} {...next} />);
  return { onLoadMore, update };
}

describe('InfiniteList with an IntersectionObserver', () => {
  let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>;
  const reach = (isIntersecting: boolean): void =>
    act(() => {
      const last = observers[observers.length - 1]!;
      last.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      observers.push({ callback, options });
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [] };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('watches for the end within 50 px of the viewport and asks for offset 0 first', () => {
    const { onLoadMore } = setup();
    expect(observers[0]?.options?.rootMargin).toBe(`0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`);
    expect(onLoadMore).not.toHaveBeenCalled();
    reach(true);
    expect(onLoadMore).toHaveBeenCalledWith(0);
  });

  it('asks for the next page with the number of items loaded as offset, only when the end is near', () => {
    const { onLoadMore, update } = setup({ items: page(0, 20), status: 'succeeded' });
    reach(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    reach(true);
    expect(onLoadMore).toHaveBeenLastCalledWith(20);
    update({ items: page(0, 20), status: 'loading' });
    update({ items: page(0, 40), status: 'succeeded' });
    reach(true);
    expect(onLoadMore).toHaveBeenLastCalledWith(40);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a page that came back adding nothing', () => {
    const { onLoadMore, update } = setup({ items: page(0, 20), status: 'succeeded' });
    reach(true);
    update({ items: page(0, 20), status: 'loading' });
    update({ items: page(0, 20), status: 'succeeded' });
    reach(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the items as a named list and a skeleton while a page loads', () => {
    setup({ items: page(0, 3), status: 'loading' });
    const list = screen.getByRole('list', { name: 'Storyboards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: BLOCK_LABELS.loading })).toBeInTheDocument();
  });

  it('says why a page failed, waits for Retry and asks again from the same offset', async () => {
    const { onLoadMore } = setup({ items: page(0, 20), status: 'failed', error: PROXY_MESSAGES.fetchStoryboardsError });
    reach(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PROXY_MESSAGES.fetchStoryboardsError);
    await userEvent.click(within(alert).getByRole('button', { name: SHELL_MESSAGES.retry }));
    expect(onLoadMore).toHaveBeenCalledWith(20);
  });

  it('falls back to a generic line when the failure has no message', () => {
    setup({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(BLOCK_LABELS.loadMoreFailed);
  });

  it("says You've hit the bottom! when there is no more, and stops asking", () => {
    const { onLoadMore } = setup({ items: page(0, 5), status: 'succeeded', hasMore: false });
    reach(true);
    expect(screen.getByText(LABELS.hitTheBottom)).toBeInTheDocument();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('shows the empty state, not the end message, when there are no items', () => {
    setup({ status: 'succeeded', hasMore: false });
    expect(screen.getByRole('status')).toHaveTextContent(LABELS.noStoryboards);
    expect(screen.queryByText(LABELS.hitTheBottom)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('InfiniteList without an IntersectionObserver (scroll measurement)', () => {
  it('asks when a scroll brings the end within 50 px of the viewport bottom', () => {
    const top = { value: window.innerHeight + 400 };
    const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: top.value }) as DOMRect);
    try {
      const { onLoadMore } = setup({ items: page(0, 20), status: 'succeeded' });
      expect(onLoadMore).not.toHaveBeenCalled();
      top.value = window.innerHeight + INFINITE_SCROLL_THRESHOLD_PX + 1;
      fireEvent.scroll(document);
      expect(onLoadMore).not.toHaveBeenCalled();
      top.value = window.innerHeight + INFINITE_SCROLL_THRESHOLD_PX;
      fireEvent.scroll(document);
      expect(onLoadMore).toHaveBeenCalledWith(20);
    } finally {
      spy.mockRestore();
    }
  });
});
