/** The abr module's public face: what other modules and the app's composition use. */

export { toAbrCheck } from './abr.presenter.ts';
export { ABR_NOT_CHECKED, type AbrColumns, checkNewAbn, recordAbnCheck } from './abr.service.ts';
export { abrRetryJob } from './abr-retry.ts';
