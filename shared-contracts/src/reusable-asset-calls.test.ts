import { REUSABLE_ASSET_DEFAULTS, SEARCH_PAGE_SIZES } from './constants/storyboards';
import { storageKeyProblem, storageKeySchema } from './storage-keys';
import {
  createReusableAssetSchema,
  privateKeyIdentity,
  reusableAssetSearchQuerySchema,
  reusableAssetSearchResponseSchema,
  updateReusableAssetSchema,
} from './reusable-asset-calls';

describe('reusable asset calls (001 §3, §5, §7)', () => {
  it('gives a new asset the defaults of 001 §3', () => {
    expect(createReusableAssetSchema.parse({ assetId: 'public/defaults/shot-1.png', mediaType: 'Image' })).toEqual({
      assetId: 'public/defaults/shot-1.png',
      mediaType: 'Image',
      name: 'Asset Title',
      description: 'Asset Description',
      tags: ['Sports', 'Social'],
    });
    expect(REUSABLE_ASSET_DEFAULTS.TAGS).toEqual(['Sports', 'Social']);
  });

  it('keeps what the body gives instead of the defaults, trimmed', () => {
    const body = createReusableAssetSchema.parse({ assetId: 'protected/a.mp4', mediaType: 'Video', name: '  Interview  ', description: '', tags: [' Brand '] });
    expect(body).toMatchObject({ name: 'Interview', description: '', tags: ['Brand'] });
  });

  it.each([
    ['public/a.png', true],
    ['protected/dir/a.png', true],
    ['private/3f1c2d4e-0000-4000-8000-00000000abcd/a.png', true],
    ['private/us-east-1:abc/a.png', false],
    ['private/abc', false],
    ['private/abc/', false],
    ['a.png', false],
    ['Public/a.png', false],
    ['/public/a.png', false],
    ['public/../private/x/a.png', false],
    ['public/./a.png', false],
    ['public//a.png', false],
    ['public\\a.png', false],
    ['', false],
    ['public/a b.png', false],
    ['public/é.png', false],
    ["public/it's.png", false],
    ['public/*.png', false],
    ['public/(1)_a~b+c=d,e@f!g-h.png', true],
  ])('storage key %j valid: %s', (key, valid) => {
    expect(storageKeySchema.safeParse(key).success).toBe(valid);
  });

  it('takes keys up to 1024 characters, segments up to 255, and says which rule a key breaks', () => {
    const long = (n: number) => Array.from({ length: Math.ceil(n / 201) }, (_, i) => 'x'.repeat(Math.min(200, n - i * 201))).join('/');
    expect(storageKeySchema.safeParse(`public/${long(1017)}`).success).toBe(true);
    expect(storageKeySchema.safeParse(`public/${long(1018)}`).success).toBe(false);
    expect(storageKeySchema.safeParse(`public/${'x'.repeat(255)}`).success).toBe(true);
    expect(storageKeySchema.safeParse(`public/${'x'.repeat(256)}`).success).toBe(false);
    expect(storageKeyProblem('uploads/a.png')).toBe('must start with private/, protected/, public/');
    expect(storageKeyProblem('public/../a.png')).toBe('has a "." or ".." segment');
    expect(storageKeyProblem('private/abc')).toBe('must be private/{identity}/{name}');
    expect(storageKeyProblem('public/a.png')).toBeNull();
  });

  it('reads the identity of a private key only', () => {
    expect(privateKeyIdentity('private/3f1c-77/a.png')).toBe('3f1c-77');
    expect(privateKeyIdentity('public/private/a.png')).toBeNull();
    expect(privateKeyIdentity('protected/a.png')).toBeNull();
  });

  it('refuses a media type other than Image, Video or Audio, and a missing assetId', () => {
    expect(createReusableAssetSchema.safeParse({ assetId: 'public/a', mediaType: 'Other' }).success).toBe(false);
    expect(createReusableAssetSchema.safeParse({ mediaType: 'Image' }).success).toBe(false);
  });

  it.each([
    [{ name: '   ' }, false],
    [{ tags: [] }, true],
    [{ tags: ['Sports', ' Brand'] }, true],
    [{ tags: ['Sports', ' '] }, false],
    [{ tags: ['Sports', 'sports'] }, false],
    [{ tags: ['Sports', ' Sports '] }, false],
    [{}, false],
  ])('update %j valid: %s', (body, valid) => {
    expect(updateReusableAssetSchema.safeParse(body).success).toBe(valid);
  });

  it('keeps name to 100 and description to 280 characters', () => {
    expect(updateReusableAssetSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    expect(updateReusableAssetSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(updateReusableAssetSchema.safeParse({ description: 'd'.repeat(280) }).success).toBe(true);
    expect(updateReusableAssetSchema.safeParse({ description: 'd'.repeat(281) }).success).toBe(false);
    expect(createReusableAssetSchema.safeParse({ assetId: 'public/a', mediaType: 'Audio', description: 'd'.repeat(281) }).success).toBe(false);
  });

  it('trims tags on update, so duplicates compare as stored', () => {
    expect(updateReusableAssetSchema.parse({ tags: ['  Brand', 'QLD  '] })).toEqual({ tags: ['Brand', 'QLD'] });
  });

  it('reads a search query: comma tags trimmed, page size 20, from as loaded', () => {
    expect(reusableAssetSearchQuerySchema.parse({ q: ' interview ', tags: ' Sports, ,QLD ', reusableAssetId: '7', from: '40' })).toEqual({
      q: 'interview',
      tags: ['Sports', 'QLD'],
      reusableAssetId: 7,
      from: 40,
      size: SEARCH_PAGE_SIZES.REUSABLE_ASSETS,
    });
    expect(SEARCH_PAGE_SIZES.REUSABLE_ASSETS).toBe(20);
    expect(reusableAssetSearchQuerySchema.safeParse({ size: '21' }).success).toBe(false);
    expect(reusableAssetSearchQuerySchema.safeParse({ from: '-1' }).success).toBe(false);
    expect(reusableAssetSearchQuerySchema.safeParse({ reusableAssetId: 'abc' }).success).toBe(false);
  });

  it('reads the Elasticsearch-shaped answer', () => {
    const hit = {
      id: 3,
      reusableAssetId: 3,
      assetId: 'public/defaults/shot-1.png',
      remoteAssetId: null,
      name: "Director's guide: interview set-up",
      description: 'd',
      mediaType: 'Image',
      tags: ['Sports'],
      customerId: 2,
      dateCreated: '2025-01-01T00:00:00.000Z',
      lastUpdated: '2025-01-01T00:00:00.000Z',
    };
    const answer = { result: { hits: [hit], total: { value: 1 } } };
    expect(reusableAssetSearchResponseSchema.parse(answer)).toEqual(answer);
    expect(reusableAssetSearchResponseSchema.safeParse({ result: { hits: [{ ...hit, mediaType: 'Other' }], total: { value: 1 } } }).success).toBe(false);
  });
});
