/** The audit module's public face: what other modules and the app's composition use. */
export { type AuditEntry, recordAudit } from './audit.face.service.ts';
export { auditRoutes } from './audit.routes.ts';
