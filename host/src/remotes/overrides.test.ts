import { localRegistry } from '@portal/shared-contracts/core';
import { OVERRIDE_VERSION, applyOverrides, captureOverrides, isAllowedOrigin, readOverrides } from './overrides';

const LOCAL = ['http://localhost:*'];
const DEV_URL = 'http://localhost:3105/mf-manifest.json';

beforeEach(() => localStorage.clear());

describe('remote overrides (docs/remote-teams.md)', () => {
  it('allows only the deployment’s origins, any port where it says *', () => {
    expect(isAllowedOrigin(DEV_URL, LOCAL)).toBe(true);
    expect(isAllowedOrigin('https://localhost:3105/mf-manifest.json', LOCAL)).toBe(false);
    expect(isAllowedOrigin('http://evil.test/mf-manifest.json', LOCAL)).toBe(false);
    expect(isAllowedOrigin('https://cdn.example.com/x/mf-manifest.json', ['https://cdn.example.com'])).toBe(true);
    expect(isAllowedOrigin('javascript:alert(1)', ['javascript:'])).toBe(false);
    expect(isAllowedOrigin(DEV_URL, [])).toBe(false);
  });

  it('keeps an override from the URL in this browser, removes one, and clears all', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(captureOverrides(`?remote-override=mfe-insights@${encodeURIComponent(DEV_URL)}`, LOCAL)).toEqual({ 'mfe-insights': DEV_URL });
    // A later page without the parameter keeps it.
    expect(captureOverrides('?tab=1', LOCAL)).toEqual({ 'mfe-insights': DEV_URL });
    expect(captureOverrides(`?remote-override=mfe-admin@${encodeURIComponent(DEV_URL)}&remote-override=mfe-insights@`, LOCAL)).toEqual({ 'mfe-admin': DEV_URL });
    // Not allowed, not a remote: ignored with a warning, the rest kept.
    expect(captureOverrides('?remote-override=mfe-admin@http://evil.test/m.json&remote-override=mfe-nope@x', LOCAL)).toEqual({ 'mfe-admin': DEV_URL });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(captureOverrides('?remote-override=off', LOCAL)).toEqual({});
    expect(localStorage.length).toBe(0);
    warn.mockRestore();
  });

  it('reads nothing from a broken stored value', () => {
    localStorage.setItem('portal.remoteOverrides', '{not json');
    expect(readOverrides()).toEqual({});
    localStorage.setItem('portal.remoteOverrides', JSON.stringify({ 'mfe-admin': 3, 'mfe-x': 'u', 'mfe-insights': DEV_URL }));
    expect(readOverrides()).toEqual({ 'mfe-insights': DEV_URL });
  });

  it('puts an override in place of the registry’s entry, only while its origin is allowed', () => {
    const registry = localRegistry('1.0.0');
    const applied = applyOverrides(registry, { 'mfe-insights': DEV_URL }, LOCAL);
    expect(applied.remotes.find((r) => r.name === 'mfe-insights')).toEqual({ name: 'mfe-insights', entry: DEV_URL, version: OVERRIDE_VERSION });
    expect(applied.remotes.find((r) => r.name === 'mfe-admin')).toEqual(registry.remotes.find((r) => r.name === 'mfe-admin'));
    expect(applyOverrides(registry, { 'mfe-insights': DEV_URL }, [])).toEqual(registry);
    const withoutInsights = { remotes: registry.remotes.filter((r) => r.name !== 'mfe-insights') };
    expect(applyOverrides(withoutInsights, { 'mfe-insights': DEV_URL }, LOCAL).remotes).toHaveLength(5);
  });
});
