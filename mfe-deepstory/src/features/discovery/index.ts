// The brief form (002 §2 Discovery, §5): what it offers the remote's store. Its page is
// loaded lazily by pages/DiscoveryPage.tsx, so the store does not pull the form in.
export { discoverySlice, discoverySubmitted, discoveryAccepted, discoveryFailed, discoveryLeft, selectDiscoveryStatus, selectDiscoveryUserId, type DiscoveryState } from './slice';
export { discoverySaga } from './sagas';
