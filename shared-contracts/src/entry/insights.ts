/** @portal/shared-contracts/insights: metrics, insights, the recommender and analytics activity (002). */
export * from '../metrics-calls';
export * from '../insights-calls';
export * from '../recommender-calls';
export * from '../analytics-activity-calls';
export * from '../messages/insights';
export * from '../messages/insights-report';
export * from '../messages/recommender';
export * from '../messages/metrics';
