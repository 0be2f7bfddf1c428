import type { RemoteName } from '@portal/shared-contracts/core';

/** Human names of the areas each remote serves, used in error panels. */
export const REMOTE_LABELS: Readonly<Record<RemoteName, string>> = {
  'mfe-account': 'Your account',
  'mfe-storyboards': 'Storyboards',
  'mfe-deepstory': 'Deep Story',
  'mfe-admin': 'Admin',
  'mfe-insights': 'Insights and help',
};
