export { findUserById } from './users.repo.ts';
