/**
 * The audit log's face (decision 101): the one way a module records who did what.
 */
export { type AuditActor, recordAudit } from './audit.ts';
