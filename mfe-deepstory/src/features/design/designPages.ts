import { HEADINGS, ROUTES } from '@portal/shared-contracts/core';
import { DEEPSTORY_UI } from '../../texts';

/** One design stage page of the Deep Story flow (002 §2, placeholder pages). */
export interface DesignPageEntry {
  /** Stable key, also the React key of its route and nav item. */
  key: string;
  /** The route this page answers on (from `ROUTES`). */
  path: string;
  /** Visible heading and document title, as the spec words it. */
  title: string;
  /** Label of the page in the Deep Story side navigation. */
  navLabel: string;
  /** What this stage is for in the guided storyboard design flow. */
  description: string;
}

/**
 * Every design placeholder page. Adding a page is one entry here: the routes and the
 * side navigation are built from this table.
 */
export const DESIGN_PAGES: readonly DesignPageEntry[] = [
  {
    key: 'contentDesign',
    path: ROUTES.contentDesign,
    title: HEADINGS.contentDesign,
    navLabel: DEEPSTORY_UI.contentDesign,
    description:
      'Content design turns the brief from Discovery into the substance of a storyboard: the story it tells, the shots that carry it and what each shot should show.',
  },
  {
    key: 'dgDesign',
    path: ROUTES.dgDesign,
    title: HEADINGS.dgDesign,
    navLabel: DEEPSTORY_UI.dgDesign,
    description:
      'DG design plans the Director Guide: the story and film guidance, with filmmaking tips, that helps storytellers and filmmakers capture each shot well.',
  },
  {
    key: 'insightsDesign',
    path: ROUTES.insightsDesign,
    title: HEADINGS.insightsDesign,
    navLabel: DEEPSTORY_UI.insightsDesign,
    description:
      'Insights design decides what a storyboard should help you learn from the videos it gathers, such as the key questions, key phrases and buying thoughts of your audience.',
  },
  {
    key: 'marketingDesign',
    path: ROUTES.marketingDesign,
    title: HEADINGS.marketingDesign,
    navLabel: DEEPSTORY_UI.marketingDesign,
    description:
      'Marketing design links a storyboard to the goal its videos serve, such as brand awareness, revenue, retention or community engagement and impact.',
  },
  {
    key: 'metricsDesign',
    path: ROUTES.metricsDesign,
    title: HEADINGS.metricsDesign,
    navLabel: DEEPSTORY_UI.metricsDesign,
    description:
      'Metrics design chooses how you will know a storyboard is working once it is live, from the videos and shots it collects to how your project performs.',
  },
  {
    key: 'recommenderDesign',
    path: ROUTES.recommenderDesign,
    // Spec quirk, kept on purpose: 002 §2's route table titles /deepstory/recommenderdesign
    // "Insights Design", so its heading is INSIGHTS DESIGN, not HEADINGS.recommenderDesign
    // ("RECOMMENDER DESIGN", from the placeholder list). The side navigation still names
    // the route by what it is for.
    title: HEADINGS.insightsDesign,
    navLabel: DEEPSTORY_UI.recommenderDesign,
    description:
      'Recommender design shapes how storyboards, videos and storytellers are matched and ranked for an audience, so the most relevant stories are recommended first.',
  },
  {
    key: 'searchDesign',
    path: ROUTES.searchDesign,
    title: HEADINGS.searchDesign,
    navLabel: DEEPSTORY_UI.searchDesign,
    description:
      'Search design plans how the videos and shots a storyboard produces can be found later, through the titles, tags and details they are given.',
  },
];
