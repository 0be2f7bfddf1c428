// Test helpers for the remotes' jest suites (`@portal/shared-ui/testing`). They use jest
// globals, so only test code may import this entry; the main index does not export it.
export * from './remoteContractTests';
export * from './fakeSession';
export * from './fakeMountProps';
export * from './renderWithProviders';
export * from './fakeXhr';
export * from './sessions';
