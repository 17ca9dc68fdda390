import { AUDIT_EXPORT_COUNT_HEADER, AUDIT_PAGE_SIZE } from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiClient, send } from '../../lib/api.ts';
import { filenameFromDisposition, requestDownload, saveFile } from '../../lib/download.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { auditKeys } from './keys.ts';

/** The filters of the audit log; empty strings mean "not filtered". */
export interface AuditFilters {
  actor: string;
  action: string;
  /** YYYY-MM-DD, inclusive, in the marketplace's time zone. */
  from: string;
  to: string;
}

function filterQuery(filters: AuditFilters) {
  return {
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export function auditListQuery(filters: AuditFilters, position: ListPosition) {
  const query = { ...filterQuery(filters), ...positionQuery(position), limit: AUDIT_PAGE_SIZE };
  return queryOptions({
    queryKey: auditKeys.list(filters, position),
    queryFn: () => send(apiClient.GET('/api/audit', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function auditFacetsQuery() {
  return queryOptions({
    queryKey: auditKeys.facets(),
    queryFn: () => send(apiClient.GET('/api/audit/facets')),
  });
}

export interface ExportProgress {
  /** Entries received so far. */
  rows: number;
  /** Entries the export holds (the server counts them first). */
  total: number;
}

/** Counts line breaks: every CSV record is one line (the server flattens breaks inside cells). */
function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === 10) lines += 1;
  return lines;
}

/**
 * Downloads the filtered log as CSV (see requestDownload), reporting entries received against
 * the count the server announces, then hands the file to the browser's own download.
 */
export async function exportAudit(filters: AuditFilters, onProgress: (progress: ExportProgress) => void) {
  const response = await requestDownload(
    apiClient.GET('/api/audit/export', { params: { query: filterQuery(filters) }, parseAs: 'stream' }),
  );
  const total = Number(response.headers.get(AUDIT_EXPORT_COUNT_HEADER) ?? 0);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  // The first line is the header, not an entry.
  let rows = -1;
  const reader = response.body?.getReader();
  onProgress({ rows: 0, total });
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      rows += countLines(value);
      onProgress({ rows: Math.max(rows, 0), total });
    }
  } catch (cause) {
    throw new ApiError(0, [], { cause });
  }
  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? 'audit.csv';
  saveFile(new Blob(chunks, { type: 'text/csv' }), filename);
}
