import { createContext, useContext, useEffect, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { pageTitle, type EventBus, type RemoteMountProps, type SessionSnapshot } from '@portal/shared-contracts/core';

const MountPropsContext = createContext<RemoteMountProps | null>(null);

export function MountPropsProvider({ value, children }: { value: RemoteMountProps; children: ReactNode }): ReactElement {
  return <MountPropsContext.Provider value={value}>{children}</MountPropsContext.Provider>;
}

/** The props the host mounted this remote with. */
export function useMountProps(): RemoteMountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps must be used inside a mounted remote (MountPropsProvider)');
  return props;
}

export function useBus(): EventBus {
  return useMountProps().bus;
}

/** The current session snapshot; re-renders on every session change. */
export function useSessionSnapshot(): SessionSnapshot {
  const { session } = useMountProps();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/** Sets the document title to the portal prefix plus the page title (000 §2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
