import { HEADINGS, ROUTES } from '@portal/shared-contracts/core';
import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest, preload } from './manifest';
import { PAGES } from './pages';

describeRemoteContract({
  name: 'mfe-account',
  manifest,
  lifecycles,
  AppRoutes,
  preload: { pages: PAGES, preload },
  // The tab says "Login" and "Subscription"; the pages greet with their own headings.
  headings: { [ROUTES.login]: HEADINGS.welcomeBack, [ROUTES.subscription]: HEADINGS.subscriptionHub },
});
