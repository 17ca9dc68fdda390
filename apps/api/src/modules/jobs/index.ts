export { createJobRunner, type JobDefinition, type JobLease, type JobRunner, type JobSummary } from './job-runner.ts';
export { jobRoutes } from './jobs.routes.ts';
