/** Two-step verification: the security page, the step-up dialog, the dashboard's nudge. */
export { secondFactorStatusQueryOptions } from './api.ts';
export { SecondFactorNudge } from './components/second-factor-nudge.tsx';
export { StepUpDialog } from './components/step-up-dialog.tsx';
