import { HEADINGS, ROUTES } from '@portal/shared-contracts/core';
import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest, preload } from './manifest';
import { PAGES } from './pages';

describeRemoteContract({
  name: 'mfe-storyboards',
  manifest,
  lifecycles,
  AppRoutes,
  preload: { pages: PAGES, preload },
  headings: { [ROUTES.requestForm]: HEADINGS.customStoryboardRequestForm },
});
