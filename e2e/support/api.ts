import { DEFAULT_PORTS, LOCAL_IDENTITY } from '@portal/shared-contracts/core';

/** The api the journeys talk to directly (sign-in tokens, mailbox, billing checks, registry). */
export const API_URL = process.env.E2E_API_URL ?? `http://localhost:${DEFAULT_PORTS.api}`;

/** The portal's page server, as the browser reaches it. */
export const PORTAL_URL = `http://localhost:${DEFAULT_PORTS.host}`;

/** The pool's app client the journeys sign in with. */
export const CLIENT_ID = process.env.COGNITO_CLIENT_ID ?? LOCAL_IDENTITY.userPoolClientId;
