/**
 * Texts of the videos library's asset download (001 §2 "Download", §7, §8) that the spec
 * names but does not word: what the packing job records as warnings and failures. The
 * spec's own toasts ('Please select asset(s) to download', 'Start packing the assets at the
 * backend, ...') are in VIDEOS_MESSAGES.
 */
export const ASSET_DOWNLOAD_TEXTS = {
  /** A warning of the job (001 §8: "A missing subtitle file only warns and continues"). */
  missingSubtitle: (entryName: string): string => `The subtitle file of ${entryName} is missing; the asset was packed without it.`,
  /** The job fails: a selected asset's file is gone from storage. */
  fileMissing: (entryName: string): string => `The file of ${entryName} is no longer stored.`,
  /** The job fails: its last try did. */
  failedAfterTries: (tries: number, reason: string): string => `Packing the assets failed after ${tries} tries: ${reason}`,
  /** Error toast: more assets selected than one download takes (ours: the spec names no limit). */
  tooMany: (max: number): string => `Please select at most ${max} assets to download.`,
  /** The warning toast: the first warnings and how many more there are. */
  warnings: (warnings: readonly string[], shown = 3): string =>
    warnings.length > shown ? `${warnings.slice(0, shown).join(' ')} (and ${warnings.length - shown} more)` : warnings.join(' '),
} as const;
