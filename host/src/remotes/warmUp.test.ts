import { NAV_LABELS, ROUTES, featuresFor, type NavItem, type SessionSnapshot, type Tier } from '@portal/shared-contracts/core';
import { HOST_NAV } from '../routing/hostRoutes';
import { forgetWarmed, warmTargets, warmUp } from './warmUp';

jest.mock('./federation', () => ({ loadApp: jest.fn(), isRegistered: jest.fn(), refusal: jest.fn() }));

const { loadApp, isRegistered, refusal } = jest.requireMock('./federation') as { loadApp: jest.Mock; isRegistered: jest.Mock; refusal: jest.Mock };

const customer = (tier: Tier): SessionSnapshot => ({
  status: 'signedIn',
  user: { sub: 's1', username: 'u', email: 'u@demo.test', givenName: null, familyName: null, role: 'customer', customerId: '1', subscriptionName: tier, tier, attributes: {} },
  features: featuresFor('customer', tier),
  error: null,
  lastAuthCheckTime: 1,
});

const item = (key: string, path: string, order: number): NavItem => ({ key, label: key, path, icon: 'storyboards', order });
const NAV: NavItem[] = [
  ...HOST_NAV,
  item(NAV_LABELS.storyboards, ROUTES.storyboards, 20),
  item(NAV_LABELS.deepStory, ROUTES.deepStory, 30),
  item(NAV_LABELS.metrics, ROUTES.metrics, 40),
];

describe('warmTargets', () => {
  beforeEach(() => {
    isRegistered.mockReset().mockReturnValue(true);
    refusal.mockReset().mockReturnValue(null);
  });

  it("is the nav's remote pages the guard would render, in nav order, without the current page or the host's", () => {
    expect(warmTargets(NAV, {}, customer('Pro'), ROUTES.welcome)).toEqual([
      { remote: 'mfe-storyboards', path: ROUTES.storyboards },
      { remote: 'mfe-deepstory', path: ROUTES.deepStory },
      { remote: 'mfe-insights', path: ROUTES.metrics },
    ]);
    expect(warmTargets(NAV, {}, customer('Pro'), ROUTES.storyboards).map((t) => t.path)).toEqual([ROUTES.deepStory, ROUTES.metrics]);
  });

  it('leaves out a page the plan shows the upgrade panel on', () => {
    expect(warmTargets(NAV, {}, customer('Beginner'), ROUTES.welcome).map((t) => t.path)).toEqual([ROUTES.storyboards]);
  });

  it('leaves out a remote the registry does not name, or one refused for its contract', () => {
    isRegistered.mockImplementation((name: string) => name !== 'mfe-deepstory');
    refusal.mockImplementation((name: string) => (name === 'mfe-insights' ? new Error('needs an update') : null));
    expect(warmTargets(NAV, {}, customer('Pro'), ROUTES.welcome).map((t) => t.remote)).toEqual(['mfe-storyboards']);
  });
});

describe('warmUp', () => {
  const targets = [
    { remote: 'mfe-storyboards', path: ROUTES.storyboards },
    { remote: 'mfe-insights', path: ROUTES.metrics },
  ] as const;

  beforeEach(() => {
    forgetWarmed();
    loadApp.mockReset();
  });

  it("loads each page's remote and preloads the page, one at a time, each once the browser is idle", async () => {
    const preload = jest.fn();
    loadApp.mockResolvedValue({ preload });
    const idle = jest.fn(() => Promise.resolve());
    await warmUp(targets, new AbortController().signal, idle);
    expect(idle).toHaveBeenCalledTimes(2);
    expect(loadApp.mock.calls).toEqual([['mfe-storyboards'], ['mfe-insights']]);
    expect(preload.mock.calls).toEqual([[ROUTES.storyboards], [ROUTES.metrics]]);
    // A page warmed once is not fetched again.
    await warmUp(targets, new AbortController().signal, idle);
    expect(loadApp).toHaveBeenCalledTimes(2);
  });

  it('stops when aborted, and goes on past a remote that fails to load', async () => {
    const preload = jest.fn();
    loadApp.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ preload });
    await warmUp(targets, new AbortController().signal, () => Promise.resolve());
    expect(preload.mock.calls).toEqual([[ROUTES.metrics]]);

    forgetWarmed();
    loadApp.mockClear();
    const stop = new AbortController();
    await warmUp(targets, stop.signal, () => {
      stop.abort();
      return Promise.resolve();
    });
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('warms nothing when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      await warmUp(targets, new AbortController().signal, () => Promise.resolve());
      expect(loadApp).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });
});
