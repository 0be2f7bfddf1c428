import { HEADINGS, ROUTES } from '@portal/shared-contracts/core';
import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest } from './manifest';

describeRemoteContract({
  name: 'mfe-storyboards',
  manifest,
  lifecycles,
  AppRoutes,
  headings: { [ROUTES.requestForm]: HEADINGS.customStoryboardRequestForm },
});
