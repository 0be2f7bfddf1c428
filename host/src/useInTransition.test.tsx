import { startTransition, useLayoutEffect, type ReactElement } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { useSelectorInTransition, useStoreInTransition } from './useInTransition';

function createValueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next: T) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('useStoreInTransition', () => {
  it('reads the value at once and follows each change', () => {
    const store = createValueStore('checking');
    const { result } = renderHook(() => useStoreInTransition(store.subscribe, store.read));
    expect(result.current).toBe('checking');
    act(() => store.set('signedIn'));
    expect(result.current).toBe('signedIn');
  });

  it('commits the render in progress when the store changes during it, then renders the change', () => {
    // useSyncExternalStore would render the whole tree again, synchronously, and commit
    // only the new value: the long task this hook exists to avoid.
    const store = createValueStore(1);
    const committed: number[] = [];
    function Reader(): ReactElement {
      const value = useStoreInTransition(store.subscribe, store.read);
      useLayoutEffect(() => {
        committed.push(value);
      }, [value]);
      return <span>{value}</span>;
    }
    let changed = false;
    function ChangesTheStore(): null {
      // The session check ending while the shell renders.
      if (!changed) {
        changed = true;
        store.set(2);
      }
      return null;
    }
    act(() => startTransition(() => void render(<><Reader /><ChangesTheStore /></>)));
    expect(committed).toEqual([1, 2]);
  });

  it('keeps the value, and does not render again, when the store answers an equal one', () => {
    const store = createValueStore({ status: 'signedIn' });
    let renders = 0;
    const sameStatus = (a: { status: string }, b: { status: string }) => a.status === b.status;
    const { result } = renderHook(() => {
      renders += 1;
      return useStoreInTransition(store.subscribe, store.read, sameStatus);
    });
    const first = result.current;
    const before = renders;
    act(() => store.set({ status: 'signedIn' }));
    expect(result.current).toBe(first);
    expect(renders).toBe(before);
  });

  it('stops listening when unmounted', () => {
    const store = createValueStore(0);
    const { unmount } = renderHook(() => useStoreInTransition(store.subscribe, store.read));
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});

describe('useSelectorInTransition', () => {
  it("follows the selected part of the redux store's state", () => {
    const slice = createSlice({ name: 'shell', initialState: { collapsed: false }, reducers: { toggled: (s) => ({ collapsed: !s.collapsed }) } });
    const store = configureStore({ reducer: { shell: slice.reducer } });
    const selectCollapsed = (s: ReturnType<typeof store.getState>) => s.shell.collapsed;
    const { result } = renderHook(() => useSelectorInTransition(selectCollapsed), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    expect(result.current).toBe(false);
    act(() => void store.dispatch(slice.actions.toggled()));
    expect(result.current).toBe(true);
  });
});
