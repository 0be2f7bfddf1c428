import { assetUrl } from './assetUrl';

const API = 'http://localhost:4000';

describe('assetUrl', () => {
  it("turns a public key into the api's public storage URL", () => {
    expect(assetUrl(API, 'public/defaults/shot-1.png')).toBe('http://localhost:4000/storage/public/defaults/shot-1.png');
    expect(assetUrl('https://api.example.com/', 'public/demo/storyboards/club-day-0123456789abcdef.png')).toBe(
      'https://api.example.com/storage/public/demo/storyboards/club-day-0123456789abcdef.png',
    );
  });

  it('encodes each segment, keeping the slashes between them', () => {
    expect(assetUrl(API, 'public/a b/c?d#e.png')).toBe('http://localhost:4000/storage/public/a%20b/c%3Fd%23e.png');
  });

  it('has no URL for protected and private keys (they need a signed URL), nor for no reference', () => {
    expect(assetUrl(API, 'protected/reels/a.mp4')).toBeNull();
    expect(assetUrl(API, 'private/ap-southeast-2:abc/clip.mp4')).toBeNull();
    expect(assetUrl(API, null)).toBeNull();
    expect(assetUrl(API, undefined)).toBeNull();
    expect(assetUrl(API, '')).toBeNull();
    expect(assetUrl(API, 'https://cdn.example.com/a.png')).toBeNull();
    expect(assetUrl(API, 'Public/a.png')).toBeNull();
  });

  it('refuses a public reference that would walk to another path', () => {
    for (const ref of ['public/', 'public/../private/x/a.png', 'public/a/./b.png', 'public//a.png', 'public/a\\..\\b.png']) {
      expect({ ref, url: assetUrl(API, ref) }).toEqual({ ref, url: null });
    }
  });
});
