export { endAllSessions } from './sessions.service.ts';
