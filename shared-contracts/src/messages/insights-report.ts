/*
 * The insights pages (issue 17; 002 §2 "Insights pages", §9): texts, and the spec's sample
 * content. The persona blocks have no source in a customer's data and always show the
 * sample (INSIGHTS_SAMPLE of constants/deepstory.ts, INSIGHTS_PERSONAS), under INSIGHTS_REPORT_LABELS.sampleNote; the computed blocks of
 * GET /insights/report fall back to INSIGHTS_SAMPLE_COMPUTED when the customer has no
 * end-user video yet (docs/adr/035).
 */

import { INSIGHTS_SAMPLE } from '../constants/deepstory';
import { INSIGHTS_CARD_TITLES } from './insights';

/** The report's blocks a carousel card can open at (the ids of their sections). */
export const INSIGHTS_REPORT_ANCHORS = {
  personas: 'personas',
  courseOutcomes: 'course-outcomes',
  buyingThoughts: 'buying-thoughts',
  keyPhrases: 'key-phrases',
  keyQuestions: 'key-questions',
  buyingTrends: 'buying-trends',
  sampleRows: 'filmed-shots',
} as const;
export type InsightsReportAnchor = (typeof INSIGHTS_REPORT_ANCHORS)[keyof typeof INSIGHTS_REPORT_ANCHORS];

const A = INSIGHTS_REPORT_ANCHORS;
const CARD_PARTS: readonly { readonly anchor: InsightsReportAnchor | null; readonly summary: string }[] = [
  { anchor: null, summary: 'Who wants to become a PT, and why: the personas of the insights report.' },
  { anchor: A.courseOutcomes, summary: 'The outcomes each persona looks for in a course.' },
  { anchor: A.sampleRows, summary: 'The shots your end users filmed, newest first.' },
  { anchor: A.sampleRows, summary: 'Who filmed, for which storyboard and shot.' },
  { anchor: A.buyingThoughts, summary: 'What women weigh before they enrol.' },
  { anchor: A.buyingThoughts, summary: 'What each persona weighs before buying.' },
  { anchor: A.keyPhrases, summary: 'The phrases your storyboards and videos use most.' },
  { anchor: A.keyQuestions, summary: 'The questions your shots ask.' },
  { anchor: A.buyingTrends, summary: 'Videos per tag, month by month.' },
];

/** The nine carousel cards (002 §2): the first opens the report, the others the block that answers them. */
export const INSIGHTS_CARDS: readonly { readonly title: string; readonly anchor: InsightsReportAnchor | null; readonly summary: string }[] = INSIGHTS_CARD_TITLES.map(
  (title, i) => ({ title, anchor: CARD_PARTS[i]?.anchor ?? null, summary: CARD_PARTS[i]?.summary ?? '' }),
);

/** The Insights page (carousel of INSIGHTS_CARDS). */
export const INSIGHTS_PAGE_LABELS = {
  title: 'Insights',
  intro: 'What your end users film, said and asked: open a card to read its report.',
  carousel: 'Insight cards',
  previous: 'Previous cards',
  next: 'Next cards',
} as const;

/** The Insights report page. */
export const INSIGHTS_REPORT_LABELS = {
  title: 'Insights Report',
  loading: 'Loading the insights report…',
  loadFailed: 'The insights report could not be loaded.',
  personas: 'Personas',
  showPersona: (name: string): string => `Show the ${name} persona`,
  videosAnalysed: 'Videos analysed',
  creators: 'Creators',
  women: 'Women',
  men: 'Men',
  demographic: 'Demographic',
  courseOutcomes: 'Course outcomes',
  channels: 'Channels',
  painPoints: 'Pain points',
  influencers: 'Influencers',
  buyingThoughts: 'Buying thoughts',
  keyPhrases: 'Key phrases',
  keyQuestions: 'Key questions',
  buyingTrends: 'Buying trends',
  trendMonth: 'Month',
  sampleRows: 'Filmed shots',
  noQuestions: 'No shot is phrased as a question yet.',
  columns: { shotNumber: 'Shot', date: 'Date', storyboard: 'Storyboard', shotTitle: 'Shot title', creator: 'Creator', status: 'Status' },
  sampleNote: 'Sample data',
  sampleNoteDetail: 'These figures are sample content: your videos do not measure them.',
  noDataNote: 'Sample data: no end user has filmed for your storyboards yet, so this report shows sample content until they do.',
  fromYourData: 'From your end users’ videos',
} as const;

export interface InsightsPersona {
  readonly key: 'woman' | 'man';
  readonly name: string;
  readonly headline: string;
  /** Videos analysed for this persona (the sample's 700 women and 500 men). */
  readonly videos: number;
  readonly demographic: readonly { readonly label: string; readonly value: string }[];
  readonly courseOutcomes: readonly string[];
  readonly channels: readonly { readonly name: string; readonly share: number }[];
  readonly painPoints: readonly string[];
  readonly influencers: readonly string[];
  readonly buyingThoughts: readonly string[];
}

/** The woman persona's story, also the storyboard of the sample rows. */
const WOMAN_HEADLINE = 'Why I want to become a PT';
/** The sample rows' first creator. */
const SAMPLE_CREATOR = 'emma@example.com';

/** The spec's two sample personas (002 §2), a woman and a man: INSIGHTS_SAMPLE's 700 women and 500 men. */
export const INSIGHTS_PERSONAS = [
  {
    key: 'woman',
    name: 'Emma',
    headline: WOMAN_HEADLINE,
    videos: INSIGHTS_SAMPLE.WOMEN,
    demographic: [
      { label: 'Age', value: '25–34' },
      { label: 'Location', value: 'Metropolitan' },
      { label: 'Now', value: 'Working full time, training after hours' },
    ],
    courseOutcomes: ['Certificate IV in Fitness', 'Women’s strength coaching', 'Pre- and post-natal training'],
    channels: [
      { name: 'Instagram', share: 45 },
      { name: 'TikTok', share: 30 },
      { name: 'YouTube', share: 15 },
      { name: 'Word of mouth', share: 10 },
    ],
    painPoints: ['Fitting study around work and family', 'The cost of the course', 'Finding clients after qualifying'],
    influencers: ['Her own PT', 'Fitness creators she follows', 'Friends at the gym'],
    buyingThoughts: ['Can I study part time?', 'Will it pay for itself within a year?', 'Is there a community of women coaches?'],
  },
  {
    key: 'man',
    name: 'Jack',
    headline: 'Turning my training into a career',
    videos: INSIGHTS_SAMPLE.MEN,
    demographic: [
      { label: 'Age', value: '18–24' },
      { label: 'Location', value: 'Regional' },
      { label: 'Now', value: 'Studying or working casual shifts' },
    ],
    courseOutcomes: ['Certificate III in Fitness', 'Strength and conditioning', 'Sports coaching'],
    channels: [
      { name: 'YouTube', share: 40 },
      { name: 'Instagram', share: 35 },
      { name: 'Podcasts', share: 15 },
      { name: 'Word of mouth', share: 10 },
    ],
    painPoints: ['Not knowing where to start', 'Earning while studying', 'Standing out among new trainers'],
    influencers: ['Athletes and coaches', 'Gym owners', 'Mates who already train clients'],
    buyingThoughts: ['How fast can I be qualified?', 'Which course do gyms hire from?', 'Can I start my own business?'],
  },
] as const satisfies readonly InsightsPersona[];

/** The computed blocks' sample content, for a customer with no end-user video yet (002 §9). */
export const INSIGHTS_SAMPLE_COMPUTED = {
  creators: 320,
  keyPhrases: [
    { phrase: 'personal trainer', count: 412 },
    { phrase: 'career change', count: 268 },
    { phrase: 'flexible hours', count: 231 },
    { phrase: 'help people', count: 204 },
    { phrase: 'online course', count: 187 },
    { phrase: 'own business', count: 156 },
    { phrase: 'strength training', count: 143 },
    { phrase: 'study part time', count: 121 },
    { phrase: 'fitness industry', count: 98 },
    { phrase: 'group classes', count: 77 },
  ],
  keyQuestions: [
    'How long does it take to become a PT?',
    'Can I study while I work?',
    'How much do personal trainers earn?',
    'Do I need to be super fit to start?',
    'Where do I find my first clients?',
  ],
  buyingTrends: [
    { month: '2026-01', tag: 'Career', videos: 80 },
    { month: '2026-01', tag: 'Courses', videos: 55 },
    { month: '2026-02', tag: 'Career', videos: 95 },
    { month: '2026-02', tag: 'Courses', videos: 70 },
    { month: '2026-03', tag: 'Career', videos: 120 },
    { month: '2026-03', tag: 'Courses', videos: 90 },
  ],
  sampleRows: [
    { shot_number: 1, date: '2026-03-02', storyboard: WOMAN_HEADLINE, shot_title: 'Introduce yourself', creator: SAMPLE_CREATOR, status: 'In_Dev' },
    { shot_number: 2, date: '2026-03-02', storyboard: WOMAN_HEADLINE, shot_title: 'What made you start?', creator: SAMPLE_CREATOR, status: 'In_Dev' },
    { shot_number: 1, date: '2026-03-05', storyboard: 'My first month as a PT', shot_title: 'Your first client', creator: 'jack@example.com', status: 'In_Dev' },
  ],
} as const;
