import { Table, Text } from '@mantine/core';
import type { AdjustmentNoteDto } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { byteStatus, ExportButton } from '../../../components/export-button.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { downloadAdjustmentNote } from '../adjustment-note-download.ts';
import { saleAdjustmentNotesQuery } from '../api.ts';

const downloadingStatus = byteStatus('Downloading');

/** A note's number, a date or an amount reads as one token: never split over two lines, whatever the width. */
const WHOLE = { whiteSpace: 'nowrap' } as const;

const KIND_LABELS: Record<AdjustmentNoteDto['kind'], string> = {
  buyer: 'To the buyer',
  fee: 'Marketplace fee, to the vendor',
};

/**
 * The adjustment notes the sale's refunds issued, each against its invoice, with its PDF for those
 * who may download invoices (`downloads`).
 */
export function AdjustmentNotes({ saleId, downloads }: { saleId: string; downloads: boolean }) {
  const notes = useQuery(saleAdjustmentNotesQuery(saleId));
  if (notes.isPending) return <Text c="dimmed">Loading adjustment notes…</Text>;
  if (notes.isError) return <Text c="red.8">The adjustment notes could not be loaded</Text>;
  if (notes.data.items.length === 0) {
    return (
      <Text c="dimmed">No adjustment notes: the refunds were against a plain invoice, with no GST to adjust.</Text>
    );
  }
  return (
    // Wider than a phone: the table scrolls sideways and, so that a keyboard can, takes focus.
    <Table.ScrollContainer
      minWidth={640}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Adjustment notes, scrolling sideways' },
      }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Note</Table.Th>
            <Table.Th scope="col">For</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Adjusts</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" ta="right">
              GST
            </Table.Th>
            {downloads && <Table.Th scope="col">PDF</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notes.data.items.map((note) => (
            <Table.Tr key={note._id}>
              <Table.Td style={WHOLE}>{note.number}</Table.Td>
              <Table.Td>{KIND_LABELS[note.kind]}</Table.Td>
              <Table.Td style={WHOLE}>{note.date}</Table.Td>
              <Table.Td>
                Invoice <span style={WHOLE}>{note.originalNumber}</span> of{' '}
                <span style={WHOLE}>{note.originalDate}</span>
              </Table.Td>
              <Table.Td ta="right" style={WHOLE}>
                {formatDollars(note.amount)}
              </Table.Td>
              <Table.Td ta="right" style={WHOLE}>
                {formatDollars(note.gst)}
              </Table.Td>
              {downloads && (
                <Table.Td>
                  <ExportButton
                    label={`Download ${note.number}`}
                    disabled={false}
                    download={(onProgress) => downloadAdjustmentNote(note._id, onProgress)}
                    status={downloadingStatus}
                    progressLabel={`Download progress of ${note.number}`}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
