/** The cases module's public face (issue 44): buyers' cases with a clock, and what others read of them. */

export { clearCaseFreeText } from './cases.face.service.ts';
export { caseFiguresOf, casesEscalated, type VendorCaseFigures } from './cases.figures.ts';
export { caseEscalationJob } from './cases.job.ts';
export { escalateOverdueCases } from './cases.outcomes.ts';
export { caseRoutes, storefrontCaseRoutes } from './cases.routes.ts';
