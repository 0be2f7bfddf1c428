import { VISITOR_BUCKET_KEY, registryBucket } from './bucket';

const config = { userPoolClientId: 'client' };

function memoryStorage(seed: Record<string, string> = {}) {
  const items = new Map(Object.entries(seed));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('registryBucket', () => {
  it('is the stored session’s user when one is stored', () => {
    const storage = memoryStorage({ 'CognitoIdentityServiceProvider.client.LastAuthUser': 'sub-42', [VISITOR_BUCKET_KEY]: 'visitor' });
    expect(registryBucket(config, storage, () => 'new')).toBe('sub-42');
  });

  it('gives a signed-out visitor a random id once and keeps it', () => {
    const storage = memoryStorage();
    const ids = ['first', 'second'];
    const next = () => ids.shift() as string;
    expect(registryBucket(config, storage, next)).toBe('first');
    expect(registryBucket(config, storage, next)).toBe('first');
    expect(storage.items.get(VISITOR_BUCKET_KEY)).toBe('first');
  });

  it('is null without a usable storage (the registry then serves the live versions)', () => {
    expect(registryBucket(config, null)).toBeNull();
    const failing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(registryBucket(config, failing, () => 'id')).toBeNull();
  });
});
