import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { EventBus, PortalConfig, SessionApi } from '@portal/shared-contracts/core';

/** What the host hands down to the shell and to every remote it mounts. */
export interface HostServices {
  readonly config: PortalConfig;
  readonly bus: EventBus;
  readonly session: SessionApi;
}

const ServicesContext = createContext<HostServices | null>(null);

export function ServicesProvider({ value, children }: { value: HostServices; children: ReactNode }): ReactElement {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): HostServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}
