// The apps of the portal, their folders and ports (DEFAULT_PORTS in shared-contracts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const APPS = [
  { name: 'host', port: 3000, spa: true },
  { name: 'mfe-account', port: 3001 },
  { name: 'mfe-storyboards', port: 3002 },
  { name: 'mfe-deepstory', port: 3003 },
  { name: 'mfe-admin', port: 3004 },
  { name: 'mfe-insights', port: 3005 },
].map((app) => ({ ...app, dir: path.join(ROOT, app.name, 'dist') }));

export const API_PORT = Number(process.env.API_PORT ?? 4000);
export const API_URL = process.env.API_URL ?? `http://localhost:${API_PORT}`;

/** The run-time config the host page receives (docs/configuration.md). */
export function portalConfig() {
  return {
    apiUrl: API_URL,
    mode: process.env.PORTAL_MODE ?? 'local',
    region: process.env.AWS_REGION ?? 'ap-southeast-2',
    userPoolId: process.env.COGNITO_USER_POOL_ID ?? 'ap-southeast-2_LocalPool',
    userPoolClientId: process.env.COGNITO_CLIENT_ID ?? 'portallocalwebclient',
    // Against a real user pool (PORTAL_MODE=aws) Amplify uses Cognito's own endpoint.
    userPoolEndpoint: process.env.PORTAL_MODE === 'aws' ? null : `${API_URL}/cognito`,
    stripePublishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? null,
    marketingUrl: process.env.MARKETING_URL ?? 'https://www.example.com/pricing',
    // Plans whose non-admin holders are signed out (docs/adr/007-restricted-plans.md).
    ...(process.env.RESTRICTED_PLANS !== undefined
      ? { restrictedPlans: process.env.RESTRICTED_PLANS.split(',').map((s) => s.trim()).filter(Boolean) }
      : {}),
  };
}
