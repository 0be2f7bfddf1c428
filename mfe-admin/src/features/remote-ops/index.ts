// The Remotes tab (issue 18, ours; docs/remote-teams.md): each remote's live and canary
// versions side by side with their loads, error rate and load times over the last hour and
// day, a Roll back button, and the registry's recent changes. pages/RemotesPage.tsx shows it.
export { RemoteOpsView } from './components/RemoteOpsView';
export { remoteOpsSlice } from './slice';
export { remoteOpsSaga } from './sagas';
