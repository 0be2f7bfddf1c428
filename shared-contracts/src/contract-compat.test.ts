import type { z } from 'zod';
import type * as V1 from './contract-baselines/1.0.0';
import { BASELINE_VERSION } from './contract-baselines/1.0.0';
import type { PortalConfig } from './config';
import { EVENT_SCHEMAS, type EventBus, type EventMap } from './events';
import { manifestProblems } from './manifests';
import type { RemoteAppModule, RemoteMountProps } from './mount';
import { isCompatibleContract, remoteManifestSchema, type RemoteManifest } from './remotes';
import type { SessionApi, SessionSnapshot } from './session';
import { CONTRACT_VERSION } from './version';

/*
 * Minor versions may add bus events, optional mount props, session methods and optional
 * manifest fields; a remote built against an older minor of the same major still mounts in
 * a newer host (docs/remote-teams.md, the contract gate). The older remote here is one built
 * against the frozen 1.0.0 contract (contract-baselines/1.0.0.ts).
 *
 * The type checks below fail `npm run typecheck` (tsc covers the tests); the runtime checks
 * fail jest.
 */

/** `true` only when A is assignable to B; `const x: Assignable<A, B> = true` compiles only then. */
type Assignable<A, B> = [A] extends [B] ? true : false;
/** A method as a function type, whose parameters are compared strictly (a method's alone are bivariant). */
type Fn<T> = T extends (...args: infer A) => infer R ? (...args: A) => R : T;
/** `true` when `Cur` serves every member a reader of `Old` uses (methods compared strictly); an optional member may be absent. */
type Serves<Cur, Old> = Assignable<{ [K in keyof Old]-?: K extends keyof Cur ? Assignable<Fn<Cur[K]>, Fn<Old[K]>> : undefined extends Old[K] ? true : false }[keyof Old], true>;
/** Every event of 1.0.0: the payload an older remote publishes is the host's type, and what the host publishes reads as the older one. */
type EventsBothWays = { [K in V1.EventName]: K extends keyof EventMap ? (Assignable<V1.EventMap[K], EventMap[K]> extends true ? Assignable<EventMap[K], V1.EventMap[K]> : false) : false };

// What the host hands an older remote's mount serves everything that remote reads.
const mountProps: Assignable<RemoteMountProps, V1.RemoteMountProps> = true;
const session: Serves<SessionApi, V1.SessionApi> = true;
const snapshot: Assignable<SessionSnapshot, V1.SessionSnapshot> = true;
const config: Assignable<PortalConfig, V1.PortalConfig> = true;
const bus: Assignable<EventBus, V1.EventBus> = true;
const events: Assignable<EventsBothWays[V1.EventName], true> = true;
// The host can call an older remote's lifecycles with its own props.
const lifecycles: Serves<V1.RemoteAppModule, RemoteAppModule> = true;
// An older remote's manifest is one the host reads.
const manifest: Assignable<V1.RemoteManifest, z.input<typeof remoteManifestSchema>> = true;

/** Payloads an older remote may publish for each 1.0.0 event: with only the required fields, and with every field. */
const OLDER_PAYLOADS: { [K in V1.EventName]: readonly V1.EventMap[K][] } = {
  'session/changed': [
    { status: 'signedIn', sub: 'user-1' },
    { status: 'signedOut', sub: null },
  ],
  'session/signedOut': [{ reason: 'user' }, { reason: 'otherTab' }],
  'toast/requested': [
    { kind: 'error', message: 'Something went wrong' },
    { kind: 'success', message: 'Saved', durationMs: 3000 },
  ],
  'nav/badgeChanged': [{ badge: 'videos', count: 0 }],
  'analytics/tracked': [{ name: 'Upload' }, { name: 'Upload', properties: { size: 3, kind: 'video', done: true, note: null } }],
  'subscription/changed': [{ tier: 'Pro' }, { tier: null }],
  'storyboard/addedToAccount': [{ scriptId: 42 }],
  'remote/failed': [{ remote: 'mfe-insights', phase: 'render', message: 'boom' }],
};

/** A manifest as an mfe-insights built against 1.0.0 states it. */
const OLDER_MANIFEST: V1.RemoteManifest = {
  name: 'mfe-insights',
  contractVersion: BASELINE_VERSION,
  routes: [
    { path: '/metrics', title: 'Metrics', access: 'private' },
    { path: '/help', title: 'Help', prefix: true, access: 'private' },
    { path: '/policy/terms', title: 'Terms of Service', access: 'public' },
  ],
  nav: [
    { key: 'metrics', label: 'Metrics', path: '/metrics', icon: 'metrics', order: 50 },
    { key: 'insights', label: 'Insights', path: '/insights', icon: 'insights', order: 60, activePrefix: '/insights' },
  ],
};

const major = (version: string): number => Number(version.split('.')[0]);

describe('the contract version', () => {
  it('is compatible across minors and patches of one major, and not across majors', () => {
    const m = major(CONTRACT_VERSION);
    expect([`${m}.0.0`, `${m}.0.7`, `${m}.99.0`, CONTRACT_VERSION].map(isCompatibleContract)).toEqual([true, true, true, true]);
    expect([`${m + 1}.0.0`, `${m + 1}.${CONTRACT_VERSION.split('.')[1]}.0`, `${m}0.0.0`, '0.1.0'].map(isCompatibleContract)).toEqual([false, false, false, false]);
  });

  it('is a later or the same release of the baseline’s major (a new major replaces contract-baselines/)', () => {
    expect(major(CONTRACT_VERSION)).toBe(major(BASELINE_VERSION));
    const [, minor = 0, patch = 0] = CONTRACT_VERSION.split('.').map(Number);
    const [, baseMinor = 0, basePatch = 0] = BASELINE_VERSION.split('.').map(Number);
    expect(minor * 1e6 + patch).toBeGreaterThanOrEqual(baseMinor * 1e6 + basePatch);
  });
});

describe('a remote built against an older minor', () => {
  it('is served every mount prop, session method and config field it reads, and the host can call its lifecycles (checked by tsc)', () => {
    expect({ mountProps, session, snapshot, config, bus, events, lifecycles, manifest }).toEqual({
      mountProps: true,
      session: true,
      snapshot: true,
      config: true,
      bus: true,
      events: true,
      lifecycles: true,
      manifest: true,
    });
  });

  it('still finds every bus event it knew, and the host’s bus accepts what it publishes', () => {
    for (const [name, payloads] of Object.entries(OLDER_PAYLOADS)) {
      const schema = (EVENT_SCHEMAS as Record<string, z.ZodType | undefined>)[name];
      expect({ name, known: schema !== undefined }).toEqual({ name, known: true });
      for (const payload of payloads) {
        const parsed = schema?.safeParse(payload);
        expect({ name, payload, accepted: parsed?.success ?? false }).toEqual({ name, payload, accepted: true });
      }
    }
  });

  it('states a manifest the host reads: compatible, valid and inside its areas', () => {
    const parsed: RemoteManifest = remoteManifestSchema.parse(OLDER_MANIFEST);
    expect(isCompatibleContract(parsed.contractVersion)).toBe(true);
    expect(manifestProblems(parsed)).toEqual([]);
  });
});
