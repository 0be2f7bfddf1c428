import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest, preload } from './manifest';
import { PAGES } from './pages';

describeRemoteContract({ name: 'mfe-insights', manifest, lifecycles, AppRoutes, preload: { pages: PAGES, preload } });
