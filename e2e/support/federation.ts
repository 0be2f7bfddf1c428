import type { Page } from '@playwright/test';

/** Shared modules the page has loaded, each with the versions and providers in use. */
export function loadedSharedModules(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Version = { loaded?: boolean; loading?: unknown; lib?: unknown; from: string };
    const scope = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Version>>>> } }).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const instance of Object.values(scope)) {
      for (const pkgs of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded || info.lib) (result[pkg] ??= []).push(`${version} from ${info.from}`);
          }
        }
      }
    }
    return result;
  });
}
