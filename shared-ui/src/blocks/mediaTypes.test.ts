import { DROP_ACCEPTS, MEDIA_TYPES, type MediaType } from '@portal/shared-contracts/storyboards';
import { acceptAttribute, isAcceptedMedia, mediaTypeOf, type MediaSource } from './mediaTypes';

describe('mediaTypeOf', () => {
  it.each<[MediaSource, MediaType]>([
    [{ type: 'video/mp4', name: 'clip.mp4' }, 'Video'],
    [{ type: 'image/png', name: 'cover.png' }, 'Image'],
    [{ type: 'audio/mpeg', name: 'song.mp3' }, 'Audio'],
    [{ type: 'audio/mp4', name: 'voice.m4a' }, 'Audio'],
    [{ type: '', name: 'clip.MP4' }, 'Video'],
    [{ type: '', name: 'no-extension' }, 'Other'],
    [{ type: 'application/pdf', name: 'brief.pdf' }, 'Other'],
    [{ type: 'application/octet-stream', name: 'photo.jpeg' }, 'Image'],
    [{ type: 'application/vnd.apple.mpegurl', name: 'index.m3u8' }, 'Video'],
    ['https://cdn.example.com/v/abc/index.m3u8', 'Video'],
    ['https://cdn.example.com/v/abc/master.M3U8?token=x.png', 'Video'],
    ['https://cdn.example.com/a/photo.webp#top', 'Image'],
    ['public/2024/03/01/asset.wav', 'Audio'],
    ['video/quicktime', 'Video'],
    ['image/svg+xml', 'Image'],
    ['application/vnd.apple.mpegurl', 'Video'],
    ['clips/a.mp4', 'Video'],
    ['text/plain', 'Other'],
    ['', 'Other'],
  ])('%j -> %s', (source, expected) => {
    expect(mediaTypeOf(source)).toBe(expected);
  });
});

describe('isAcceptedMedia (001 §5 drop areas)', () => {
  const video = { type: 'video/mp4', name: 'a.mp4' };
  const image = { type: 'image/jpeg', name: 'a.jpg' };
  const audio = { type: 'audio/wav', name: 'a.wav' };
  const pdf = { type: 'application/pdf', name: 'a.pdf' };
  it.each<[string, readonly MediaType[], MediaSource, boolean]>([
    ['cover takes an image', DROP_ACCEPTS.COVER, image, true],
    ['cover takes a video', DROP_ACCEPTS.COVER, video, true],
    ['cover takes audio', DROP_ACCEPTS.COVER, audio, true],
    ['cover refuses a pdf', DROP_ACCEPTS.COVER, pdf, false],
    ['a shot takes audio', DROP_ACCEPTS.SHOT, audio, true],
    ['the shot-render panel takes a video', DROP_ACCEPTS.SHOT_RENDER, video, true],
    ['the shot-render panel refuses an image', DROP_ACCEPTS.SHOT_RENDER, image, false],
    ['the shot-render panel refuses audio', DROP_ACCEPTS.SHOT_RENDER, audio, false],
    ['Other is never accepted, even when listed', [MEDIA_TYPES.Other], pdf, false],
  ])('%s', (_, accept, source, expected) => {
    expect(isAcceptedMedia(source, accept)).toBe(expected);
  });
});

describe('acceptAttribute', () => {
  it.each<[readonly MediaType[], string]>([
    [DROP_ACCEPTS.COVER, 'image/*,video/*,audio/*'],
    [DROP_ACCEPTS.SHOT_RENDER, 'video/*'],
    [[MEDIA_TYPES.Other], ''],
  ])('%j -> %s', (accept, expected) => {
    expect(acceptAttribute(accept)).toBe(expected);
  });
});
