import { CROSS_TAB_EVENTS, EVENT_SCHEMAS, type EventName } from './events';

const ok = (name: EventName, payload: unknown): boolean => EVENT_SCHEMAS[name].safeParse(payload).success;

describe('event schemas', () => {
  const good: ReadonlyArray<[EventName, unknown]> = [
    ['session/changed', { status: 'signedIn', sub: 'abc' }],
    ['session/changed', { status: 'signedOut', sub: null }],
    ['session/signedOut', { reason: 'expired' }],
    ['toast/requested', { kind: 'error', message: 'Failed to update subscription' }],
    ['toast/requested', { kind: 'success', message: 'File Uploaded', durationMs: 3000 }],
    ['nav/badgeChanged', { badge: 'videos', count: 0 }],
    ['library/seen', {}],
    ['analytics/tracked', { name: 'Login' }],
    ['analytics/tracked', { name: 'Upload', properties: { count: 2, ok: true, id: 'x', none: null } }],
    ['subscription/changed', { tier: 'Pro' }],
    ['subscription/changed', { tier: null }],
    ['storyboard/addedToAccount', { scriptId: 12 }],
    ['remote/failed', { remote: 'mfe-admin', phase: 'mount', message: 'boom' }],
  ];

  const bad: ReadonlyArray<[EventName, unknown]> = [
    ['session/changed', { status: 'loggedIn', sub: 'abc' }],
    ['session/changed', { status: 'signedIn' }],
    ['session/signedOut', { reason: 'bored' }],
    ['toast/requested', { kind: 'error', message: '' }],
    ['toast/requested', { kind: 'fatal', message: 'x' }],
    ['toast/requested', { kind: 'info', message: 'x', durationMs: -1 }],
    ['nav/badgeChanged', { badge: 'videos', count: -1 }],
    ['nav/badgeChanged', { badge: 'videos', count: 1.5 }],
    ['analytics/tracked', { name: '' }],
    ['analytics/tracked', { name: 'Upload', properties: { nested: { a: 1 } } }],
    ['subscription/changed', {}],
    ['storyboard/addedToAccount', { scriptId: 0 }],
    ['storyboard/addedToAccount', { scriptId: '12' }],
    ['remote/failed', { remote: 'mfe-unknown', phase: 'mount', message: 'x' }],
    ['remote/failed', { remote: 'mfe-admin', phase: 'boot', message: 'x' }],
    ['session/changed', null],
    ['library/seen', null],
  ];

  it.each(good)('%s accepts %j', (name, payload) => {
    expect(ok(name, payload)).toBe(true);
  });

  it.each(bad)('%s refuses %j', (name, payload) => {
    expect(ok(name, payload)).toBe(false);
  });

  it('mirrors only session events across tabs', () => {
    expect([...CROSS_TAB_EVENTS].sort()).toEqual(['session/changed', 'session/signedOut']);
  });
});
