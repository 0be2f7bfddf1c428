import { CARD_IMAGE_SIZES, assetImageSources, assetUrl } from './assetUrl';

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

describe('assetImageSources', () => {
  it("lists the api's smaller copies of a public image, largest as src, with the card sizes", () => {
    const base = 'http://localhost:4000/storage/public/demo/storyboards/club-day-0123456789abcdef.png';
    expect(assetImageSources(API, 'public/demo/storyboards/club-day-0123456789abcdef.png')).toEqual({
      src: `${base}?width=960`,
      srcSet: `${base}?width=480 480w, ${base}?width=960 960w`,
      sizes: '(max-width: 480px) 100vw, 480px',
    });
    expect(CARD_IMAGE_SIZES).toBe('(max-width: 480px) 100vw, 480px');
    expect(assetImageSources(API, 'public/a.png', '100vw')?.sizes).toBe('100vw');
  });

  it("uses another host's image as it is, and has none where assetUrl has no URL", () => {
    expect(assetImageSources(API, 'https://cdn.example.com/a.png')).toEqual({ src: 'https://cdn.example.com/a.png' });
    expect(assetImageSources(API, 'private/ap-southeast-2:abc/a.png')).toBeNull();
    expect(assetImageSources(API, null)).toBeNull();
    expect(assetImageSources(API, 'public/../x.png')).toBeNull();
  });
});
