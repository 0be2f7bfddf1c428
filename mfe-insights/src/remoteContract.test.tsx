import { ROUTES } from '@portal/shared-contracts';
import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest } from './manifest';

describeRemoteContract({
  name: 'mfe-insights',
  manifest,
  lifecycles,
  AppRoutes,
  // Headed "CUSTOM STORYBOARD REQUEST FORM" and /help is a prefix: RequestFormPage.test and the help tests cover them.
  skipPaths: [ROUTES.requestForm, '/help'],
});
