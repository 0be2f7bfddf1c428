import {
  ASSET_DOWNLOAD_LIMITS,
  assetDownloadRequestSchema,
  assetDownloadSchema,
  fitFileName,
  isFinishedDownload,
  subtitleDownloadFileName,
  uniqueFileNames,
  type DownloadNaming,
} from './asset-download-calls';
import { ASSET_DOWNLOAD_TEXTS } from './messages/asset-downloads';

const asset: DownloadNaming = {
  date: '2025-11-20T23:59:00.000Z',
  project: { id: 3, code: 'kook-dev', projectType: 'Dev' },
  userEmail: 'mia.chen@members.test',
  flicTitle: '',
  scriptTitle: 'Cup final',
  shotNumber: 4,
  name: 'Finish line.mov',
  assetType: 'FlicShot',
  assetId: 'private/abc/library/2025/11/20/x/finish-line.mov',
};
const stem = '2025-11-20_kook-dev_mia.chen@members.test_Cup_final_4';

describe('asset download calls (001 §7)', () => {
  it('takes 1 to 200 storage keys', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => `private/abc/library/2026/05/04/x/${i}.mp4`);
    expect(assetDownloadRequestSchema.safeParse({ assetIds: keys(1) }).success).toBe(true);
    expect(assetDownloadRequestSchema.safeParse({ assetIds: keys(ASSET_DOWNLOAD_LIMITS.MAX_ASSETS) }).success).toBe(true);
    expect(assetDownloadRequestSchema.safeParse({ assetIds: keys(ASSET_DOWNLOAD_LIMITS.MAX_ASSETS + 1) }).success).toBe(false);
    expect(assetDownloadRequestSchema.safeParse({ assetIds: [] }).success).toBe(false);
    expect(assetDownloadRequestSchema.safeParse({ assetIds: ['../etc/passwd'] }).success).toBe(false);
  });

  it('answers asset.zip as the file name, and ends its poll at Ready or Failed', () => {
    const base = { id: 1, assetCount: 2, warnings: [], error: null, url: null, expiresAt: null, dateCreated: '2026-05-04T00:00:00.000Z' };
    expect(assetDownloadSchema.safeParse({ ...base, status: 'Pending', fileName: 'asset.zip' }).success).toBe(true);
    expect(assetDownloadSchema.safeParse({ ...base, status: 'Pending', fileName: 'other.zip' }).success).toBe(false);
    expect(['Pending', 'Packing', 'Ready', 'Failed'].map((status) => isFinishedDownload({ status: status as 'Ready' }))).toEqual([false, false, true, true]);
  });

  it("names a subtitle file after its asset's entry, with the subtitle's extension", () => {
    expect(subtitleDownloadFileName(asset, 'private/abc/library/2025/11/20/x/finish-line.vtt')).toBe(`${stem}_Finish_line_FlicShot.vtt`);
    expect(subtitleDownloadFileName({ ...asset, name: 'movie', assetId: 'private/abc/library/2025/11/20/x/movie' }, 'private/abc/x/subs.srt')).toBe(
      `${stem}_movie_FlicShot.srt`,
    );
    // No extension shorter than 5 characters: a suffix keeps it apart from the asset.
    expect(subtitleDownloadFileName(asset, 'private/abc/x/subtitles.subrip')).toBe(`${stem}_Finish_line_FlicShot_subtitle`);
  });

  it.each([
    [['a.mp4', 'b.mp4'], ['a.mp4', 'b.mp4']],
    [['a.mp4', 'a.mp4', 'a.mp4'], ['a.mp4', 'a_2.mp4', 'a_3.mp4']],
    // Case does not make a name different (a zip unpacked on macOS or Windows).
    [['Clip.MP4', 'clip.mp4'], ['Clip.MP4', 'clip_2.mp4']],
    // A suffix another name already holds is skipped.
    [['a.mp4', 'a.mp4', 'a_2.mp4'], ['a.mp4', 'a_3.mp4', 'a_2.mp4']],
    [['notes', 'notes'], ['notes', 'notes_2']],
    [['x.markdown', 'x.markdown'], ['x.markdown', 'x.markdown_2']],
  ])('makes %j unique as %j', (names, expected) => {
    expect(uniqueFileNames(names)).toEqual(expected);
  });

  it('cuts long names to 240 bytes of UTF-8, keeping the extension and whole characters', () => {
    expect(fitFileName('short.mp4')).toBe('short.mp4');
    const long = `${'a'.repeat(300)}.mp4`;
    expect(fitFileName(long)).toBe(`${'a'.repeat(236)}.mp4`);
    const accented = `${'é'.repeat(200)}.mp4`;
    const fitted = fitFileName(accented);
    expect(new TextEncoder().encode(fitted).length).toBeLessThanOrEqual(ASSET_DOWNLOAD_LIMITS.ENTRY_NAME_MAX_BYTES);
    expect(fitted).toBe(`${'é'.repeat(118)}.mp4`);
    expect(fitFileName('b'.repeat(500))).toBe('b'.repeat(240));
  });

  it('words the warning toast: every warning up to three, then how many more', () => {
    expect(ASSET_DOWNLOAD_TEXTS.warnings(['One.', 'Two.'])).toBe('One. Two.');
    expect(ASSET_DOWNLOAD_TEXTS.warnings(['1.', '2.', '3.', '4.', '5.'])).toBe('1. 2. 3. (and 2 more)');
  });
});
