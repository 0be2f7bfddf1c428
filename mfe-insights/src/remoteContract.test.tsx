import { describeRemoteContract } from '@portal/shared-ui/testing';
import { AppRoutes } from './AppRoutes';
import * as lifecycles from './app';
import { manifest } from './manifest';

describeRemoteContract({ name: 'mfe-insights', manifest, lifecycles, AppRoutes });
