/* global window -- runs inside the page via page.evaluate */
// What the Module Federation share scope of a page holds: for the bench's duplicate count
// and the e2e singleton checks.

/**
 * Text only the standalone shell (@portal/shared-ui/standalone, a remote run alone)
 * contains; a script of the portal that holds it would ship that shell to users.
 */
export const STANDALONE_SHELL_MARKER = 'run the whole portal (npm run dev)';

/**
 * A hook name only the Module Federation runtime core holds: the script that carries it
 * carries the core, which only the host's should (docs/adr/041).
 */
export const FEDERATION_CORE_MARKER = 'beforeInitContainer';

/**
 * A message only the webpack bundler runtime of Module Federation holds: the script that
 * carries it carries that runtime, which only the host's should (docs/adr/062).
 */
export const BUNDLER_RUNTIME_MARKER = 'loadShareSync failed!';

/**
 * Text only the identity code holds (the Cognito protocol's target prefix): the host's
 * identity module with the SDK, and the standalone shell's session.
 */
export const IDENTITY_MARKER = 'AWSCognitoIdentityProviderService';

/**
 * Whether a chunk the host's container has run (not merely preloaded) holds `marker`: a
 * lazy module's chunk runs when the module is first imported.
 * @param {import('@playwright/test').Page} page
 * @param {string} marker
 * @returns {Promise<boolean>}
 */
export function hostRanChunkWith(page, marker) {
  return page.evaluate(
    (text) => (window.webpackChunkhost ?? []).some(([, modules]) => Object.values(modules ?? {}).some((factory) => String(factory).includes(text))),
    marker,
  );
}

/**
 * Shared modules the page has loaded, each with its distinct copies in use
 * ("19.3.1 from host"); more than one copy of a package is a duplicate.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<Record<string, string[]>>}
 */
export function loadedSharedModules(page) {
  return page.evaluate(() => {
    const scope = window.__FEDERATION__.__SHARE__;
    const copies = {};
    for (const instance of Object.values(scope))
      for (const pkgs of Object.values(instance))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded || info.lib) (copies[pkg] ??= new Set()).add(`${version} from ${info.from}`);
    return Object.fromEntries(Object.entries(copies).map(([pkg, set]) => [pkg, [...set]]));
  });
}

/**
 * The shared modules the host's container provides (its own build of each), whether or
 * not the page has loaded them: every `@portal/shared-ui` entry must be among them
 * (docs/adr/042).
 * @param {import('@playwright/test').Page} page
 * @param {string} hostContainer
 * @returns {Promise<string[]>}
 */
export function providedShares(page, hostContainer) {
  return page.evaluate((name) => {
    const host = window.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === name);
    return host ? Object.keys(host.options.shared) : [];
  }, hostContainer);
}
