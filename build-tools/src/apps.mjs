// The apps of the portal, their folders and ports, and the page's run-time config. The
// local defaults (ports, pool, marketing page) come from shared-contracts' one file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Read by path: build-tools is every workspace's tooling (shared-contracts included), so it
 * cannot depend on shared-contracts without a cycle.
 * @type {{ ports: Record<string, number>, region: string, userPoolId: string, userPoolClientId: string, identityEndpointPath: string, marketingUrl: string }}
 */
export const LOCAL_DEFAULTS = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-contracts', 'src', 'local-defaults.json'), 'utf8'));

export const APPS = ['host', 'mfe-account', 'mfe-storyboards', 'mfe-deepstory', 'mfe-admin', 'mfe-insights'].map((name) => ({
  name,
  port: LOCAL_DEFAULTS.ports[name],
  spa: name === 'host',
  dir: path.join(ROOT, name, 'dist'),
}));

export const API_PORT = Number(process.env.API_PORT ?? LOCAL_DEFAULTS.ports.api);
export const API_URL = process.env.API_URL ?? `http://localhost:${API_PORT}`;

/** The run-time config the host page receives (docs/configuration.md). */
export function portalConfig() {
  return {
    apiUrl: API_URL,
    mode: process.env.PORTAL_MODE ?? 'local',
    region: process.env.AWS_REGION ?? LOCAL_DEFAULTS.region,
    userPoolId: process.env.COGNITO_USER_POOL_ID ?? LOCAL_DEFAULTS.userPoolId,
    userPoolClientId: process.env.COGNITO_CLIENT_ID ?? LOCAL_DEFAULTS.userPoolClientId,
    // Against a real user pool (PORTAL_MODE=aws) Amplify uses Cognito's own endpoint.
    userPoolEndpoint: process.env.PORTAL_MODE === 'aws' ? null : `${API_URL}${LOCAL_DEFAULTS.identityEndpointPath}`,
    stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? null,
    // Origins media comes from besides the api: an S3 bucket's endpoint (uploads PUT to it,
    // pictures and videos are read from it), a stock photo service's image host.
    mediaOrigins: (process.env.MEDIA_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    marketingUrl: process.env.MARKETING_URL ?? LOCAL_DEFAULTS.marketingUrl,
    // An externally hosted custom storyboard request form, offered on /requestform (docs/adr/025).
    requestFormUrl: process.env.REQUEST_FORM_URL?.trim() || null,
    // Where a remote team may load their own build of a remote from in their browser
    // (docs/remote-teams.md): any local port on a developer's machine, none elsewhere unless set.
    remoteOverrideOrigins: (process.env.REMOTE_OVERRIDE_ORIGINS ?? (process.env.PORTAL_MODE === 'aws' ? '' : 'http://localhost:*'))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    // Plans whose non-admin holders are signed out (docs/adr/007-restricted-plans.md).
    ...(process.env.RESTRICTED_PLANS !== undefined
      ? { restrictedPlans: process.env.RESTRICTED_PLANS.split(',').map((s) => s.trim()).filter(Boolean) }
      : {}),
  };
}
