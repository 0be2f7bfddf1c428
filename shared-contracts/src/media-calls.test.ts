import { URL_IMPORT_MESSAGES as M } from './messages/uploads';
import { importAssetSchema, importUrlProblem, URL_IMPORT_LIMITS } from './media-calls';

describe('importUrlProblem', () => {
  it.each([
    ['https://images.example.com/cover.png', null],
    ['http://example.com', null],
    ['  https://example.com/a b.png  ', null],
    ['HTTPS://EXAMPLE.COM/X.PNG', null],
    ['http://127.0.0.1:8080/x.png', null],
    ['ftp://example.com/x.png', M.notWebAddress],
    ['file:///etc/passwd', M.notWebAddress],
    ['data:image/png;base64,AAAA', M.notWebAddress],
    ['javascript:alert(1)', M.notWebAddress],
    ['example.com/x.png', M.notWebAddress],
    ['//example.com/x.png', M.notWebAddress],
    ['', M.notWebAddress],
    ['https://', M.notWebAddress],
    ['https://user@example.com/x.png', M.credentials],
    ['https://user:secret@example.com/x.png', M.credentials],
    ['https://:secret@example.com/x.png', M.credentials],
  ])('%j -> %j', (url, problem) => {
    expect(importUrlProblem(url)).toBe(problem);
  });
});

describe('importAssetSchema', () => {
  it('trims the address and takes at most URL_MAX_LENGTH characters', () => {
    expect(importAssetSchema.parse({ url: ' https://example.com/a.png ' })).toEqual({ url: 'https://example.com/a.png' });
    expect(importAssetSchema.safeParse({ url: '   ' }).success).toBe(false);
    const longest = `https://example.com/${'a'.repeat(URL_IMPORT_LIMITS.URL_MAX_LENGTH - 20)}`;
    expect(longest).toHaveLength(URL_IMPORT_LIMITS.URL_MAX_LENGTH);
    expect(importAssetSchema.safeParse({ url: longest }).success).toBe(true);
    expect(importAssetSchema.safeParse({ url: `${longest}a` }).success).toBe(false);
  });
});
