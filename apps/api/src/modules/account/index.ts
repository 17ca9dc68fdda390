export { DOCUMENT_AREA } from './account.service.ts';
