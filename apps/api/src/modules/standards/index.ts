/**
 * The standards module's public face (issue 44, section 3): seller service standards, their
 * thresholds, the kept figures and the daily refresh that tells vendors of crossed lines.
 */
export { refreshStandards, STANDARDS_REFRESH_JOB, standardsRefreshJob } from './standards.refresh.ts';
export { standardsRoutes } from './standards.routes.ts';
export { vendorsOverLimit } from './standards.service.ts';
