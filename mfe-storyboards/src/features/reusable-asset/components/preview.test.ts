import { reusableAsset } from '../../../testing/reusableAssets';
import { changesOf, draftOf } from './AssetDetails';
import { previewKind } from './AssetPreview';

describe('previewKind', () => {
  it.each([
    ['private/u/a/clip.mp4', 'Video', 'Video'],
    ['private/u/a/clip.MP4', 'Image', 'Video'],
    ['public/defaults/shot-1.png', 'Image', 'Image'],
    ['private/u/a/song.mp3', 'Audio', 'Audio'],
    ['private/u/a/clip.mov', 'Video', 'Video'],
  ] as const)('%s recorded as %s previews as %s (an mp4 counts as video)', (assetId, mediaType, kind) => {
    expect(previewKind({ assetId, mediaType })).toBe(kind);
  });
});

describe('changesOf', () => {
  const asset = reusableAsset(7);
  it('is null when nothing changed', () => {
    expect(changesOf(asset, draftOf(asset))).toBeNull();
  });
  it('sends only what changed, the name trimmed', () => {
    expect(changesOf(asset, { ...draftOf(asset), name: '  Sound check ' })).toEqual({ name: 'Sound check' });
    expect(changesOf(asset, { ...draftOf(asset), tags: ['Social', 'Sports'] })).toEqual({ tags: ['Social', 'Sports'] });
    expect(changesOf(asset, { ...draftOf(asset), description: '' })).toEqual({ description: '' });
  });
});
