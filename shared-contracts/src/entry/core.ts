/**
 * @portal/shared-contracts/core: what every page needs: the shell's routes, session, events,
 * registry, the calls every app makes, the account screens' and the shell's texts. Each
 * area's calls, texts and limits are in its own entry (`./account`, `./storyboards`,
 * `./deepstory`, `./admin`, `./insights`), a shared singleton of its own, so a page loads
 * and evaluates only the contracts it uses (docs/adr/047).
 */
export * from '../routes';
export * from '../tiers';
export * from '../remotes';
export * from '../areas';
export * from '../manifests';
export * from '../session';
export * from '../config';
export * from '../pageSnapshots';
export * from '../events';
export * from '../mount';
export * from '../notifications';
export * from '../api';
export * from '../account';
export * from '../registry-calls';
export * from '../analytics-calls';
export * from '../nav-badge-calls';
export * from '../constants/account';
export * from '../constants/legal';
export * from '../constants/timing';
export * from '../constants/deepstory';
export * from '../constants/storage';
export * from '../constants/lists';
export * from '../messages/format';
export * from '../messages/common';
export * from '../messages/account';
export * from '../messages/account-screens';
export * from '../messages/shell';
export * from '../messages/headings';
export * from '../messages/registry';
export * from '../messages/deepstory';
