/** The api the journeys talk to directly (sign-in tokens, mailbox, billing checks, registry). */
export const API_URL = process.env.E2E_API_URL ?? 'http://localhost:4000';
