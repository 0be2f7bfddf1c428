import { paymentSubscription } from '../testing/adminRecords';
import { currentSubscription } from './subscriptions';

describe('currentSubscription', () => {
  const cancelled = paymentSubscription({ id: 'sub_old', status: 'canceled', canceled_at: 1_700_000_000 });
  const trialling = paymentSubscription({ id: 'sub_trial', status: 'trialing' });

  it.each([
    ['none', undefined, null],
    ['an empty list', [], null],
    ['a live one after a cancelled one', [trialling, cancelled], 'sub_trial'],
    ['a live one behind a newer cancelled one', [cancelled, trialling], 'sub_trial'],
    ['only cancelled ones: the newest', [cancelled, paymentSubscription({ id: 'sub_older', status: 'canceled' })], 'sub_old'],
  ])('%s', (_case, list, id) => {
    expect(currentSubscription(list)?.id ?? null).toBe(id);
  });
});
