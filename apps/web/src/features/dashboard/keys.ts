/**
 * The cache keys of the dashboard. Its figures sit at the root key itself, so asking
 * `dashboardKeys.all` again also asks the staff work queue.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figures: () => dashboardKeys.all,
  work: () => [...dashboardKeys.all, 'work'] as const,
  stock: () => [...dashboardKeys.all, 'stock'] as const,
};
