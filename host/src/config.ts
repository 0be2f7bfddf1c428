import { localPortalConfig, type PortalConfig } from '@portal/shared-contracts/core';

/**
 * Id of the JSON data block the host's server writes into index.html from its environment
 * (build-tools/src/csp.mjs). A data block, not a script: the page runs no inline code.
 */
export const CONFIG_ELEMENT_ID = 'portal-config';

/** The server-written config, or undefined when none is written (dev servers, tests). */
export function injectedConfig(doc: Document = document): Partial<PortalConfig> | undefined {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<PortalConfig>;
  } catch (cause) {
    // Falling back to the local defaults would point a deployment at localhost.
    throw new Error(`The page's run-time config (#${CONFIG_ELEMENT_ID}) is not valid JSON`, { cause });
  }
}

export const LOCAL_DEFAULTS: PortalConfig = localPortalConfig();

/** The run-time configuration: server-injected values over the local defaults. */
export function readPortalConfig(injected: Partial<PortalConfig> | undefined = injectedConfig()): PortalConfig {
  const merged = { ...LOCAL_DEFAULTS, ...(injected ?? {}) };
  return Object.freeze({ ...merged, apiUrl: merged.apiUrl.replace(/\/+$/, '') });
}
