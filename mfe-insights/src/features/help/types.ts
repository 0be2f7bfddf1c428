/** The help pages of 002 §2, keyed by the last segment of their /help/... path. */
export const HELP_TOPIC_SLUGS = [
  'overview',
  'portal',
  'storyboards',
  'mobileapp',
  'metrics',
  'insights',
  'recommender',
  'storyboardcreator',
  'videocreator',
  'accountsettings',
  'purchaserefund',
] as const;

export type HelpTopicSlug = (typeof HELP_TOPIC_SLUGS)[number];

/** One question of a help page's FAQ: one or more paragraphs, then optional numbered steps. */
export interface HelpFaq {
  readonly question: string;
  readonly answer: readonly string[];
  readonly steps?: readonly string[];
}

/**
 * A help video. The portal runs without third-party embeds (offline-friendly and
 * fast), so a video shows as a poster card linking out to the video site.
 */
export interface HelpVideo {
  readonly title: string;
  readonly description: string;
  /** Running time as shown to the reader, e.g. "3 min". */
  readonly duration: string;
  /** Absolute URL of the video on the external video site. */
  readonly url: string;
}

/** A link to another page of the portal shown under "Related". */
export interface HelpLink {
  readonly label: string;
  /** An in-app path from `ROUTES`. */
  readonly to: string;
}

/** Everything a help page shows; one data file per topic under ./topics. */
export interface HelpTopic {
  readonly slug: HelpTopicSlug;
  /** In-app path, always `ROUTES.help…` for the slug. */
  readonly path: string;
  /** Page title, tile title and last breadcrumb item. */
  readonly title: string;
  /** One line on the help index tile. */
  readonly summary: string;
  /** Opening paragraph(s) under the page heading. */
  readonly intro: readonly string[];
  /** Short statements worth knowing before reading the FAQ. */
  readonly facts?: readonly string[];
  readonly faqs: readonly HelpFaq[];
  readonly video?: HelpVideo;
  readonly related?: readonly HelpLink[];
}
