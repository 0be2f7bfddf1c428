import { mountStandalone } from '@portal/shared-ui/standalone';
import { bootstrap, mount, unmount, update } from './app';
import { manifest } from './manifest';

void mountStandalone({ bootstrap, mount, unmount, update }, manifest);
