// The remote store kit (docs/adr/011-remote-store-and-sagas.md).
export * from './createRemoteStore';
export * from './effects';
export * from './callAbortable';
export * from './failures';
export * from './poll';
export * from './persistedJobIds';
export * from './jobs';
export * from './pagedList';
