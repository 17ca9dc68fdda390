import { Text } from '@mantine/core';
import { formatDollars, gstIncludedNote } from '../lib/dollars.ts';

/** A fee in a list, the GST it includes under it (see gstIncludedNote). */
export function FeeAmount({ fee, feeGst }: { fee: number; feeGst: number }) {
  const note = gstIncludedNote(feeGst);
  return (
    <>
      {formatDollars(fee)}
      {note && (
        <Text span display="block" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {note}
        </Text>
      )}
    </>
  );
}
