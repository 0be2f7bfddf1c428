import { createEventBus } from '@portal/shared-ui';
import { createTestHost } from '../session/testing';

describe('shell state', () => {
  it('feeds nav badges from nav/badgeChanged bus events and ignores bad payloads', () => {
    const bus = createEventBus({ channelName: null, logger: { error: jest.fn() } });
    const { store } = createTestHost({ bus });
    bus.publish('nav/badgeChanged', { badge: 'videos', count: 3 });
    expect(store.getState().shell.badges).toEqual({ videos: 3 });
    bus.publish('nav/badgeChanged', { badge: 'videos', count: 1.5 });
    expect(store.getState().shell.badges).toEqual({ videos: 3 });
    bus.publish('nav/badgeChanged', { badge: 'videos', count: 0 });
    expect(store.getState().shell.badges).toEqual({ videos: 0 });
  });
});
