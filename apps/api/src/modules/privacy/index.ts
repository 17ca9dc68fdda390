export { privacyRoutes } from './privacy.routes.ts';
export { applyRetention, retentionJob } from './retention.ts';
