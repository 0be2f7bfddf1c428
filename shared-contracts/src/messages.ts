/**
 * Every user-facing text of the three spec documents, exactly as worded (typos
 * included: "ocurred", "the form the form", "You're Storyboard"). Texts with
 * placeholders are functions. Split by domain under ./messages/.
 */
export * from './messages/format';
export * from './messages/common';
export * from './messages/account';
export * from './messages/account-screens';
export * from './messages/billing';
export * from './messages/shell';
export * from './messages/storyboards';
export * from './messages/marketplace';
export * from './messages/storyboard-actions';
export * from './messages/storyboard-detail';
export * from './messages/storyboard-qr';
export * from './messages/storymaker-panel';
export * from './messages/reusable-assets';
export * from './messages/library';
export * from './messages/asset-downloads';
export * from './messages/videos';
export * from './messages/briefs';
export * from './messages/uploads';
export * from './messages/render';
export * from './messages/deepstory';
export * from './messages/ai-storyboard';
export * from './messages/admin';
export * from './messages/insights';
export * from './messages/insights-report';
export * from './messages/recommender';
export * from './messages/metrics';
export * from './messages/headings';
export * from './messages/registry';
