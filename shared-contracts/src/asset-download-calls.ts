import { z } from 'zod';
import { ASSET_DOWNLOAD } from './constants/storyboards';
import { assetDownloadFileName, shortExtension } from './library-calls';
import { storageKeySchema } from './storage-keys';
import { deferred } from './deferred';

/*
 * Asset download of the videos library (001 §2 tools panel "Download", §7 "asset download
 * (packed request for selected assets; zip named asset.zip)", §8 toasts):
 *
 *   1. POST /proxy/v1/customers/{customerId}/library-assets/downloads {assetIds}
 *      -> {id, status: Pending}; the api packs the files into asset.zip in its job queue.
 *   2. GET /proxy/v1/customers/{customerId}/library-assets/downloads/{id} every 2.5 s:
 *      Pending and Packing go on; Ready carries a signed URL of asset.zip (and the
 *      warnings, a missing subtitle file say); Failed carries why.
 *
 * A zip is kept 24 hours, then removed with its request.
 */

/** Where an asset download stands. */
export const ASSET_DOWNLOAD_STATUSES = {
  /** Recorded, waiting for a worker. */
  Pending: 'Pending',
  /** A worker is writing the zip. */
  Packing: 'Packing',
  /** asset.zip is stored: `url` downloads it. */
  Ready: 'Ready',
  /** Packing ended without a zip: `error` says why. */
  Failed: 'Failed',
} as const;
export type AssetDownloadStatus = (typeof ASSET_DOWNLOAD_STATUSES)[keyof typeof ASSET_DOWNLOAD_STATUSES];

/** Limits of an asset download (ours: the spec names none). */
export const ASSET_DOWNLOAD_LIMITS = {
  /** Assets of one request at most (ten pages of the table). */
  MAX_ASSETS: 200,
  /** How long a zip (and its request) is kept after it was asked for. */
  KEEP_HOURS: 24,
  /**
   * Bytes of an entry name at most (UTF-8): file systems take 255 a name, and a repeated
   * name's `_n` needs room.
   */
  ENTRY_NAME_MAX_BYTES: 240,
} as const;

/** `error_code`s of the download calls (with LIBRARY_ERROR_CODES for the assets named). */
export const ASSET_DOWNLOAD_ERROR_CODES = {
  /** No download under that id for this customer (or it was removed after 24 hours): 404. */
  ASSET_DOWNLOAD_NOT_FOUND: 'ASSET_DOWNLOAD_NOT_FOUND',
} as const;

const id = deferred(() => z.number().int().positive());

/** POST .../library-assets/downloads: the library assets to pack, 1 to 200 (repeats count once). */
export const assetDownloadRequestSchema = deferred(() => z.object({
  assetIds: z.array(storageKeySchema).min(1).max(ASSET_DOWNLOAD_LIMITS.MAX_ASSETS),
}));
export type AssetDownloadRequest = z.infer<typeof assetDownloadRequestSchema>;

/** A download request as the api answers it (the POST answers it Pending). */
export const assetDownloadSchema = deferred(() => z.object({
  id,
  status: z.enum(ASSET_DOWNLOAD_STATUSES),
  /** The assets asked for (repeats once); their subtitle files go beside them. */
  assetCount: z.number().int().nonnegative(),
  /** What packing left out and went on without (a missing subtitle file, 001 §8). */
  warnings: z.array(z.string()),
  /** Why packing failed (Failed only). */
  error: z.string().nullable(),
  /** The zip's name for the browser: asset.zip. */
  fileName: z.literal(ASSET_DOWNLOAD.ZIP_NAME),
  /** A signed GET of the zip (Ready only), good until `expiresAt`. */
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** When it was asked for, ISO 8601; the zip goes 24 hours after. */
  dateCreated: z.string(),
}));
export type AssetDownload = z.infer<typeof assetDownloadSchema>;

export const assetDownloadResponseSchema = deferred(() => z.object({ result: assetDownloadSchema }));

/** Whether a download has ended (Ready or Failed): its poll stops. */
export const isFinishedDownload = (download: Pick<AssetDownload, 'status'>): boolean =>
  download.status === ASSET_DOWNLOAD_STATUSES.Ready || download.status === ASSET_DOWNLOAD_STATUSES.Failed;

/** What a download's entry names are built from: the asset search row's fields (001 §3). */
export type DownloadNaming = Parameters<typeof assetDownloadFileName>[0];

/**
 * The name of an asset's subtitle file in the zip: the asset's own entry name with the
 * subtitle's extension (when shorter than 5 characters, 001 §7) in place of the asset's,
 * so the two sit side by side and players pick the subtitle up: `..._FlicShot.vtt` beside
 * `..._FlicShot.mp4`. A subtitle key without such an extension gets `_subtitle` instead.
 */
export function subtitleDownloadFileName(asset: DownloadNaming, subtitleAssetId: string): string {
  const entry = assetDownloadFileName(asset);
  // The entry ends with the asset type (no dot in any), so a short suffix after a dot is its extension.
  const assetExt = shortExtension(entry);
  const base = assetExt ? entry.slice(0, -(assetExt.length + 1)) : entry;
  const ext = shortExtension(subtitleAssetId);
  return ext ? `${base}.${ext}` : `${base}_subtitle`;
}

/**
 * `name` cut to `maxBytes` bytes of UTF-8 (titles and names may be long): the end of the
 * stem goes, never a character's half, and the extension stays.
 */
export function fitFileName(name: string, maxBytes: number = ASSET_DOWNLOAD_LIMITS.ENTRY_NAME_MAX_BYTES): string {
  const encoder = new TextEncoder();
  if (encoder.encode(name).length <= maxBytes) return name;
  const ext = shortExtension(name);
  const tail = ext ? `.${ext}` : '';
  let budget = maxBytes - encoder.encode(tail).length;
  let stem = '';
  for (const char of ext ? name.slice(0, -tail.length) : name) {
    budget -= encoder.encode(char).length;
    if (budget < 0) break;
    stem += char;
  }
  return `${stem}${tail}`;
}

/**
 * The names made unique in order, ignoring case (zips are unpacked on file systems that
 * ignore it): the second of two equal names gets `_2` before its extension, the third
 * `_3`, skipping any suffix another name already holds.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set(names.map((n) => n.toLowerCase()));
  const used = new Set<string>();
  return names.map((name) => {
    let chosen = name;
    if (used.has(name.toLowerCase())) {
      const ext = shortExtension(name);
      const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
      for (let n = 2; ; n++) {
        chosen = `${stem}_${n}${ext ? `.${ext}` : ''}`;
        const key = chosen.toLowerCase();
        if (!used.has(key) && !taken.has(key)) break;
      }
    }
    used.add(chosen.toLowerCase());
    return chosen;
  });
}
