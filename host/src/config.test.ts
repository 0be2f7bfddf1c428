import { injectedConfig, LOCAL_DEFAULTS, readPortalConfig } from './config';

function page(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('run-time config', () => {
  it('reads the JSON data block the server writes, over the local defaults', () => {
    const doc = page('<script type="application/json" id="portal-config">{"apiUrl":"https://api.example.com/","mode":"aws"}</script>');
    const config = readPortalConfig(injectedConfig(doc));
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.mode).toBe('aws');
    expect(config.userPoolClientId).toBe(LOCAL_DEFAULTS.userPoolClientId);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('keeps escaped markup inside the block as text', () => {
    const doc = page('<script type="application/json" id="portal-config">{"marketingUrl":"https://x.test/\\u003c/script\\u003e"}</script>');
    expect(injectedConfig(doc)?.marketingUrl).toBe('https://x.test/</script>');
  });

  it('uses the local defaults when no config is written (dev servers)', () => {
    expect(injectedConfig(page(''))).toBeUndefined();
    expect(readPortalConfig(undefined)).toEqual(LOCAL_DEFAULTS);
  });

  it('refuses a block that is not JSON rather than pointing a deployment at localhost', () => {
    const doc = page('<script type="application/json" id="portal-config">{apiUrl:</script>');
    expect(() => injectedConfig(doc)).toThrow('not valid JSON');
  });
});
