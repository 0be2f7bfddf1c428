/** @portal/shared-contracts: types, zod schemas and constants shared by the host, remotes and api. */
export * from './routes';
export * from './tiers';
export * from './remotes';
export * from './areas';
export * from './manifests';
export * from './session';
export * from './config';
export * from './events';
export * from './mount';
export * from './messages';
export * from './constants';
export * from './storyboards';
export * from './notifications';
export * from './api';
export * from './account';
export * from './billing';
export * from './billing-calls';
