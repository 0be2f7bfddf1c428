import { lazy, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export interface LazyComponent<C extends ComponentType<any>> {
  /** Renders the component: at once when its chunk has loaded, through Suspense before that. */
  readonly Component: ComponentType<ComponentProps<C>>;
  /** Starts loading the chunk (a preload, a warm-up); one load however often it is called. */
  readonly load: () => Promise<unknown>;
}

/**
 * `React.lazy` with a preload that counts. A component from `React.lazy` suspends on its
 * first render even when its chunk was preloaded, and React then holds the revealed
 * content back until 300 ms after the fallback appeared (its fallback throttle): a page
 * warmed at idle would still take a third of a second to show. This component renders
 * the loaded module directly once `load` has finished, so a preloaded page paints in the
 * same frame; before that it is the usual lazy component under the nearest Suspense.
 * Which of the two a mount uses is fixed when it mounts, so its state never resets.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyComponent<C extends ComponentType<any>>(loader: () => Promise<{ default: C }>): LazyComponent<C> {
  type P = ComponentProps<C>;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: C }> | null = null;
  const load = (): Promise<{ default: C }> => {
    pending ??= loader().then(
      (module) => {
        loaded = module.default as ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (a network blip, a new deploy).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Component(props: P): ReactElement {
    const [Ready] = useState<ComponentType<P> | null>(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component, load };
}
