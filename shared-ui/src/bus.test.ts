import { createEventBus } from './bus';

describe('event bus', () => {
  const quiet = () => ({ error: jest.fn() });

  it('delivers a valid payload to subscribers of that event only', () => {
    const bus = createEventBus({ channelName: null, logger: quiet() });
    const toast = jest.fn();
    const badge = jest.fn();
    bus.subscribe('toast/requested', toast);
    bus.subscribe('nav/badgeChanged', badge);
    expect(bus.publish('toast/requested', { kind: 'error', message: 'Sending failed' })).toBe(true);
    expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'Sending failed' });
    expect(badge).not.toHaveBeenCalled();
  });

  it('refuses a bad payload with a clear console error and never delivers it', () => {
    const logger = quiet();
    const bus = createEventBus({ channelName: null, logger });
    const handler = jest.fn();
    bus.subscribe('nav/badgeChanged', handler);
    expect(bus.publish('nav/badgeChanged', { badge: 'videos', count: -1 })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('refused "nav/badgeChanged": count'));
  });

  it('stops delivering after unsubscribe and survives a throwing handler', () => {
    const logger = quiet();
    const bus = createEventBus({ channelName: null, logger });
    const good = jest.fn();
    const off = bus.subscribe('analytics/tracked', () => {
      throw new Error('boom');
    });
    bus.subscribe('analytics/tracked', good);
    bus.publish('analytics/tracked', { name: 'Login' });
    expect(good).toHaveBeenCalledTimes(1);
    off();
    bus.publish('analytics/tracked', { name: 'Login' });
    expect(good).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('mirrors session events to other tabs and validates what arrives', () => {
    const posted: unknown[] = [];
    let receive: ((e: { data: unknown }) => void) | null = null;
    class FakeChannel {
      constructor(public name: string) {}
      postMessage(m: unknown) {
        posted.push(m);
      }
      set onmessage(fn: (e: { data: unknown }) => void) {
        receive = fn;
      }
      close() {}
    }
    Object.assign(globalThis, { BroadcastChannel: FakeChannel });
    const logger = quiet();
    const bus = createEventBus({ channelName: 'test', logger });
    const handler = jest.fn();
    bus.subscribe('session/signedOut', handler);
    bus.publish('session/signedOut', { reason: 'user' });
    bus.publish('toast/requested', { kind: 'info', message: 'local only' });
    expect(posted).toEqual([{ name: 'session/signedOut', payload: { reason: 'user' } }]);
    receive!({ data: { name: 'session/signedOut', payload: { reason: 'otherTab' } } });
    receive!({ data: { name: 'session/signedOut', payload: { reason: 'nonsense' } } });
    receive!({ data: { name: 'toast/requested', payload: { kind: 'info', message: 'not cross-tab' } } });
    expect(handler.mock.calls).toEqual([[{ reason: 'user' }], [{ reason: 'otherTab' }]]);
    bus.close();
  });
});
