import { Anchor } from '@mantine/core';
import type { PayoutAdjustmentDto } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { alertApiError } from '../../../lib/alerts.ts';
import { downloadAdjustmentNote } from '../../sales/index.ts';

type FeeNote = NonNullable<PayoutAdjustmentDto['feeNote']>;

/** The marketplace's adjustment note for a refund's fee, downloaded as its PDF (`GET /api/adjustment-note/{id}.pdf`). */
export function AdjustmentNoteLink({ note }: { note: FeeNote }) {
  const download = useMutation({
    mutationFn: () => downloadAdjustmentNote(note._id, () => undefined),
    onError: (error) => alertApiError(error),
  });
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      disabled={download.isPending}
      onClick={() => download.mutate()}
      style={{ textAlign: 'start' }}
    >
      Adjustment note {note.number} of {note.date} (PDF)
    </Anchor>
  );
}
