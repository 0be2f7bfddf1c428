import { ROUTES } from '@portal/shared-contracts';
import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest } from './manifest';

describeRemoteContract({
  name: 'mfe-account',
  manifest,
  lifecycles,
  AppRoutes,
  // Login is headed "Welcome back.", the hub "Subscription hub", and the pages need the
  // host's session in mount props: LoginPage.test, SignUpPage.test and
  // SubscriptionHubPage.test check their headings and titles.
  skipPaths: [ROUTES.login, ROUTES.createUser, ROUTES.subscription],
});
