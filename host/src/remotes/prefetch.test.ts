import { ROUTES, localRegistry } from '@portal/shared-contracts/core';
import { amplifyStoragePrefix } from '../session/storedSession';
import { LOCAL_DEFAULTS } from '../config';
import { pageRemote, prefetchPageRemote } from './prefetch';

jest.mock('./federation', () => ({ loadApp: jest.fn(), preloadPage: jest.fn() }));
jest.mock('./registry', () => ({ loadRegistry: jest.fn() }));

const { loadApp, preloadPage } = jest.requireMock('./federation') as { loadApp: jest.Mock; preloadPage: jest.Mock };
const { loadRegistry } = jest.requireMock('./registry') as { loadRegistry: jest.Mock };

describe('pageRemote', () => {
  it.each([
    [ROUTES.terms, false, 'mfe-insights'],
    ['/policy/Terms', true, 'mfe-insights'],
    [ROUTES.login, false, 'mfe-account'],
    [ROUTES.login, true, null],
    [ROUTES.storyboards, true, 'mfe-storyboards'],
    [ROUTES.storyboards, false, null],
    [ROUTES.welcome, true, null],
    [ROUTES.metrics, true, null],
    [ROUTES.admin, true, null],
    [ROUTES.storymaker, true, null],
    ['/no/such/page', true, null],
  ])('%s with a stored session %s loads %s', (path, stored, expected) => {
    expect(pageRemote(path, stored)).toBe(expected);
  });
});

describe('prefetchPageRemote', () => {
  beforeEach(() => {
    window.localStorage.clear();
    loadApp.mockReset();
    preloadPage.mockReset().mockResolvedValue(undefined);
    loadRegistry.mockReset();
  });

  it("loads the page's remote and its manifest, and asks both to preload the page", async () => {
    const preload = jest.fn();
    loadRegistry.mockResolvedValue(localRegistry('1.0.0'));
    loadApp.mockResolvedValue({ preload });
    await prefetchPageRemote(ROUTES.terms);
    expect(loadRegistry).toHaveBeenCalledWith(LOCAL_DEFAULTS.apiUrl);
    expect(loadApp).toHaveBeenCalledWith('mfe-insights');
    expect(preloadPage).toHaveBeenCalledWith('mfe-insights', ROUTES.terms);
    expect(preload).toHaveBeenCalledWith(ROUTES.terms);
  });

  it('reads the stored session to pick a private page', async () => {
    window.localStorage.setItem(`${amplifyStoragePrefix(LOCAL_DEFAULTS)}.LastAuthUser`, 'sub-1');
    loadRegistry.mockResolvedValue(localRegistry('1.0.0'));
    loadApp.mockResolvedValue({});
    await prefetchPageRemote(ROUTES.storyboards);
    expect(loadApp).toHaveBeenCalledWith('mfe-storyboards');
  });

  it('loads nothing for a page whose remote is not known yet', async () => {
    await prefetchPageRemote(ROUTES.storyboards);
    expect(loadRegistry).not.toHaveBeenCalled();
    expect(loadApp).not.toHaveBeenCalled();
  });

  it('leaves a failure to the outlet', async () => {
    loadRegistry.mockResolvedValue(localRegistry('1.0.0'));
    loadApp.mockRejectedValue(new Error('Loading mfe-insights timed out'));
    preloadPage.mockRejectedValue(new Error('Loading mfe-insights timed out'));
    await expect(prefetchPageRemote(ROUTES.terms)).resolves.toBeUndefined();
  });
});
