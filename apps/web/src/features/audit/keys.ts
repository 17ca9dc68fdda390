/** The cache keys of the audit log: anything that writes an entry asks `auditKeys.all` again. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: object, page: number) => [...auditKeys.all, 'list', filters, page] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};
