import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/plugins/app/identity';
import { runSeed } from '../../src/seed';
import { migratedDb, testConfig } from '../helpers';

/** A clock the test moves forward; starts at real time so amplify and the server agree. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

export interface ProtocolAnswer {
  status: number;
  /** The `x-amzn-errortype` header. */
  errorType: string | null;
  body: Record<string, unknown>;
}

export interface IdentityHarness {
  app: FastifyInstance;
  clock: TestClock;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** What `Auth.Cognito.userPoolEndpoint` is set to. */
  endpoint: string;
  poolId: string;
  clientId: string;
  mailbox(to: string): Promise<MailboxEntry[]>;
  /** The code of the newest message to `to`. */
  latestCode(to: string): Promise<string>;
  /** A raw protocol call, as amplify makes it, for cases amplify hides. */
  call(op: string, body: object): Promise<ProtocolAnswer>;
  /** InitiateAuth USER_PASSWORD_AUTH, raw. */
  passwordAuth(username: string, password: string): Promise<ProtocolAnswer>;
  close(): Promise<void>;
}

/**
 * Builds the whole app on an in-memory PGlite, seeds the demo data (customers and the
 * identity users) and listens on an ephemeral port, so the real aws-amplify can talk
 * to it over HTTP. `beforeListen` registers test-only routes.
 */
export async function startIdentityApp(beforeListen?: (app: FastifyInstance) => void): Promise<IdentityHarness> {
  const clock = new TestClock();
  const config = testConfig();
  const app = await buildApp(config, { db: await migratedDb(), identity: { clock } });
  beforeListen?.(app);
  await app.ready();
  await runSeed(app.db, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const { poolId, clientId } = app.identityPool.config;

  const mailbox = async (to: string): Promise<MailboxEntry[]> => {
    const res = await fetch(`${baseUrl}/_local/mailbox?to=${encodeURIComponent(to)}`);
    if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
    return (await res.json()) as MailboxEntry[];
  };
  const call = async (op: string, body: object): Promise<ProtocolAnswer> => {
    const res = await fetch(`${baseUrl}/cognito/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, errorType: res.headers.get('x-amzn-errortype'), body: (await res.json()) as Record<string, unknown> };
  };
  return {
    app,
    clock,
    baseUrl,
    endpoint: `${baseUrl}/cognito`,
    poolId,
    clientId,
    mailbox,
    async latestCode(to) {
      const code = (await mailbox(to))[0]?.code;
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    call,
    passwordAuth: (username, password) =>
      call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
    close: () => app.close(),
  };
}
