import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest, preload } from './manifest';
import { PAGES } from './pages';

describeRemoteContract({ name: 'mfe-admin', manifest, lifecycles, AppRoutes, preload: { pages: Object.values(PAGES), preload } });
