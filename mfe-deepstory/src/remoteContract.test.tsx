import { HEADINGS, ROUTES } from '@portal/shared-contracts/core';
import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest, preload } from './manifest';
import { PAGES } from './pages';

// The series page is titled "Storyboard Concepts" in the tab and headed STORYBOARD AI (002 §2).
describeRemoteContract({
  name: 'mfe-deepstory',
  manifest,
  lifecycles,
  AppRoutes,
  headings: { [ROUTES.series]: HEADINGS.storyboardAi },
  preload: { pages: PAGES, preload },
});
