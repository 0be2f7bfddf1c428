import type { EventBus, EventMap, EventName, RemoteMountProps, RemoteName } from '@portal/shared-contracts/core';
import { fakeSession, type FakeSession } from './fakeSession';

export const TEST_API_URL = 'http://api.test';
export const TEST_MARKETING_URL = 'https://marketing.example.com';

/** A bus that records what was published (and still delivers to subscribers). */
export interface RecordingBus extends EventBus {
  readonly publish: jest.MockedFunction<EventBus['publish']>;
  /** Payloads published under `name`, in order. */
  published<K extends EventName>(name: K): Array<EventMap[K]>;
}

export function recordingBus(): RecordingBus {
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>();
  const publish = jest.fn((name: EventName, payload: unknown) => {
    for (const h of handlers.get(name) ?? []) h(payload);
    return true;
  }) as unknown as RecordingBus['publish'];
  return {
    publish,
    subscribe: (name, handler) => {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(name, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
    published: <K extends EventName>(name: K) =>
      publish.mock.calls.filter(([n]) => n === name).map(([, p]) => p as EventMap[K]),
  };
}

/** Mount props whose session, bus and callbacks a test can drive and inspect. */
export interface TestMountProps extends RemoteMountProps {
  readonly session: FakeSession;
  readonly bus: RecordingBus;
  readonly navigate: jest.MockedFunction<RemoteMountProps['navigate']>;
  readonly onRenderError: jest.MockedFunction<RemoteMountProps['onRenderError']>;
}

/** Mount props as the host would hand them to `remote`, with a fake session and a recording bus. */
export function fakeMountProps(remote: RemoteName, overrides: Partial<TestMountProps> = {}): TestMountProps {
  return {
    remote,
    session: fakeSession(),
    bus: recordingBus(),
    config: {
      apiUrl: TEST_API_URL,
      mode: 'local',
      region: 'ap-southeast-2',
      userPoolId: 'test-pool',
      userPoolClientId: 'test-client',
      userPoolEndpoint: null,
      stripePublishableKey: null,
      marketingUrl: TEST_MARKETING_URL,
      restrictedPlans: [],
    },
    navigate: jest.fn(),
    onRenderError: jest.fn(),
    ...overrides,
  };
}

/** Mount props for a single-spa parcel, as the host's outlet mounts one: a container in the page and the parcel's name. */
export function parcelMountProps(remote: RemoteName): TestMountProps & { readonly domElement: HTMLElement; readonly name: string } {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return Object.assign(fakeMountProps(remote), { domElement, name: 'parcel-1' });
}
