import type { ListPosition } from '../../lib/list-search.ts';

/** The cache keys of the audit log: anything that writes an entry asks `auditKeys.all` again. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: object, position: ListPosition) => [...auditKeys.all, 'list', filters, position] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};
