import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { IdentityHarness } from './harness';

/** amplify's token store in jest's node environment (no localStorage); snapshots let a
 * test keep a copy of a session amplify itself has cleared. */
export class MemoryStorage {
  private items = new Map<string, string>();
  async setItem(key: string, value: string): Promise<void> {
    this.items.set(key, value);
  }
  async getItem(key: string): Promise<string | null> {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
  async clear(): Promise<void> {
    this.items.clear();
  }
  snapshot(): Map<string, string> {
    return new Map(this.items);
  }
  restore(snapshot: Map<string, string>): void {
    this.items = new Map(snapshot);
  }
}

/** Configures the real aws-amplify against the api, exactly as the host does in local mode. */
export function configureAmplify(h: IdentityHarness): MemoryStorage {
  // amplify warns once that a custom endpoint is in use: expected here, so kept out of the output.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  Amplify.configure({
    Auth: { Cognito: { userPoolId: h.poolId, userPoolClientId: h.clientId, userPoolEndpoint: h.endpoint } },
  });
  warn.mockRestore();
  const storage = new MemoryStorage();
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  return storage;
}

/** The current session's raw tokens (throws when signed out). */
export async function currentTokens(forceRefresh = false): Promise<{ idToken: string; accessToken: string }> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.idToken) throw new Error('no session');
  return { idToken: tokens.idToken.toString(), accessToken: tokens.accessToken.toString() };
}

/** Resolves to the error's `name` (amplify's AuthError.name is the Cognito exception). */
export async function errorName(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return (err as Error).name;
  }
  throw new Error('expected a rejection');
}
