import { DEFAULT_PORTS, DEFAULT_RESTRICTED_PLANS, LOCAL_IDENTITY, type PortalConfig } from '@portal/shared-contracts';

declare global {
  interface Window {
    /** Injected into index.html by the host's server from its environment. */
    __PORTAL_CONFIG__?: Partial<PortalConfig>;
  }
}

const API = `http://localhost:${DEFAULT_PORTS.api}`;

export const LOCAL_DEFAULTS: PortalConfig = {
  apiUrl: API,
  mode: 'local',
  region: 'ap-southeast-2',
  userPoolId: LOCAL_IDENTITY.userPoolId,
  userPoolClientId: LOCAL_IDENTITY.userPoolClientId,
  userPoolEndpoint: `${API}${LOCAL_IDENTITY.endpointPath}`,
  stripePublishableKey: null,
  marketingUrl: 'https://www.example.com/pricing',
  restrictedPlans: DEFAULT_RESTRICTED_PLANS,
};

/** The run-time configuration: server-injected values over the local defaults. */
export function readPortalConfig(injected: Partial<PortalConfig> | undefined = window.__PORTAL_CONFIG__): PortalConfig {
  const merged = { ...LOCAL_DEFAULTS, ...(injected ?? {}) };
  return Object.freeze({ ...merged, apiUrl: merged.apiUrl.replace(/\/+$/, '') });
}
