import { startTransition, useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';

type Subscribe = (onChange: () => void) => () => void;

/**
 * A value of an outside store that reaches the component in a transition, which React
 * renders in slices (issue 19: total blocking time).
 *
 * Not `useSyncExternalStore`: when its store changes while a transition renders (the
 * session check ends while the shell's first render is in slices, docs/adr/060), React
 * renders the whole tree again, synchronously, in one long task, so the tree never shows
 * two versions of the store. The shell reads the session and the manifests through this
 * instead: a change is one more transition, and the render in progress is not thrown away.
 * For values that may lag a render behind, as the shell's may (it deferred them already).
 * `read` and `equal` must be stable (module functions, or memoised).
 */
export function useStoreInTransition<T>(subscribe: Subscribe, read: () => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = (): void => {
      const next = read();
      startTransition(() => setValue((previous) => (equal(previous, next) ? previous : next)));
    };
    const unsubscribe = subscribe(update);
    // A change between the render and this effect.
    update();
    return unsubscribe;
  }, [subscribe, read, equal]);
  return value;
}

/** `useSelector` of the redux store, in a transition (`useStoreInTransition`). `selector` must be stable. */
export function useSelectorInTransition<S, T>(selector: (state: S) => T, equal?: (a: T, b: T) => boolean): T {
  const store = useStore<S>();
  const read = useMemo(() => () => selector(store.getState()), [store, selector]);
  return useStoreInTransition(store.subscribe, read, equal);
}
