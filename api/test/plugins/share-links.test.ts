import { loadShareLinkKey, SHARE_LINK_SECRET_MIN_LENGTH } from '../../src/plugins/app/share-links/share-link-config';
import { readShareToken, signShareToken } from '../../src/plugins/app/share-links/share-token';

const key = Buffer.alloc(32, 7);
const claims = { storyboardId: 42, expiresAt: 1_767_225_599_000 };

describe('share link tokens', () => {
  it('reads back what the key signed: id, expiry and a 43-character MAC', () => {
    const token = signShareToken(key, claims);
    expect(token).toMatch(/^42\.1767225599000\.[A-Za-z0-9_-]{43}$/);
    expect(readShareToken(key, token)).toEqual(claims);
  });

  it('refuses another key, altered claims, a non-canonical spelling and garbage', () => {
    const token = signShareToken(key, claims);
    const [, , mac = ''] = token.split('.');
    expect(readShareToken(Buffer.alloc(32, 8), token)).toBeNull();
    expect(readShareToken(key, `43.1767225599000.${mac}`)).toBeNull();
    expect(readShareToken(key, `42.1767225599001.${mac}`)).toBeNull();
    expect(readShareToken(key, `042.1767225599000.${mac}`)).toBeNull();
    expect(readShareToken(key, `42.1767225599000.${mac}=`)).toBeNull();
    expect(readShareToken(key, `42.1767225599000.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const junk of ['', '.', '42..', 'a.b.c', `99999999999999999.1.${mac}`, `42.1767225599000.${'A'.repeat(43)}`]) {
      expect(readShareToken(key, junk)).toBeNull();
    }
  });
});

describe('SHARE_LINK_SECRET', () => {
  it('gives the same key for the same secret (every api process signs alike), none when unset', () => {
    const secret = 's'.repeat(SHARE_LINK_SECRET_MIN_LENGTH);
    const a = loadShareLinkKey({ SHARE_LINK_SECRET: secret });
    expect(a).toHaveLength(32);
    expect(loadShareLinkKey({ SHARE_LINK_SECRET: secret })?.equals(a!)).toBe(true);
    expect(loadShareLinkKey({ SHARE_LINK_SECRET: `${secret}x` })?.equals(a!)).toBe(false);
    expect(loadShareLinkKey({})).toBeNull();
    expect(loadShareLinkKey({ SHARE_LINK_SECRET: '  ' })).toBeNull();
  });

  it('refuses a short secret', () => {
    expect(() => loadShareLinkKey({ SHARE_LINK_SECRET: 'too-short' })).toThrow(/SHARE_LINK_SECRET: must be at least 32 characters/);
  });
});
