export * from './antd';
export * from './theme';
export * from './PortalConfigProvider';
// The host's build-time antd style sheet, put in the page before the first render (docs/adr/046).
export * from './adoptAntdStyleSheet';
// Styles from the theme tokens instead of inline style objects (docs/adr/016).
export * from './styles';
export * from './bus';
export * from './faults';
export * from './lifecycles';
export * from './mountContext';
export * from './leaveGuard';
export * from './RemoteErrorPanel';
export * from './UpgradePanel';
export * from './PageHeader';
export * from './PageLoading';
export * from './lazyRoutes';
export * from './lazyComponent';
// The one http client (issue 9); also the light entry @portal/shared-ui/http, without the hook.
export * from './http';
export * from './http/useHttpClient';
export * from './http/useAssetUrl';
// Shared building blocks that need only light antd components (issue 9).
export * from './blocks/Breadcrumbs';
export * from './blocks/PageLayout';
export * from './blocks/EmptyState';
export * from './blocks/Panel';
export * from './blocks/LoadFailure';
export * from './blocks/TagList';
export * from './blocks/ListSkeleton';
export * from './blocks/CardGridSkeleton';
export * from './blocks/LoadMore';
export * from './blocks/InfiniteList';
export * from './blocks/tagRules';
export * from './blocks/FigureTiles';
// The remote store kit: createRemoteStore, poll, callAbortable, persisted job ids (docs/adr/011).
export * from './store';
