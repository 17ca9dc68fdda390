export { createJobRunner, type JobDefinition, type JobRunner, type JobSummary } from './job-runner.ts';
export { jobRoutes } from './jobs.routes.ts';
