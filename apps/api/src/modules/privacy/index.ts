export { applyRetention, retentionJob } from './retention.ts';
