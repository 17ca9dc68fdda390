import { Anchor, Text, Timeline } from '@mantine/core';
import { REFUND_REASON_LABELS, type RefundDto } from '@soko/shared';
import { Link } from 'react-router';
import { DateTime } from '../../../components/date-time.tsx';
import { formatDollars, signedDollars } from '../../../lib/dollars.ts';

/** A refund made after the sale was paid out is deducted from a later payout: which one, or not yet. */
function Deduction({ refund }: { refund: RefundDto }) {
  if (!refund.afterPayout) return null;
  if (!refund.deductedIn) return <Text size="sm">To be deducted from the next payout</Text>;
  return (
    <Text size="sm">
      <Anchor component={Link} to={`/transaction/${refund.deductedIn._id}`}>
        Deducted from payout #{refund.deductedIn.number}
      </Anchor>
    </Text>
  );
}

/** Every refund of the sale, oldest first: amounts, reason, note, stock put back, who and when. */
export function RefundHistory({ refunds }: { refunds: RefundDto[] }) {
  const oldestFirst = [...refunds].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    // Read as a list: how many refunds there are, then each in turn.
    <Timeline role="list" active={oldestFirst.length - 1} bulletSize={14} lineWidth={2}>
      {oldestFirst.map((refund) => (
        <Timeline.Item
          role="listitem"
          key={refund._id}
          title={`${formatDollars(refund.total)} refunded · ${REFUND_REASON_LABELS[refund.reason]}`}
        >
          <Text size="sm">
            Items {formatDollars(refund.amount)}, shipping {formatDollars(refund.shipping)}; vendor's net{' '}
            {signedDollars(refund.netChange)}
          </Text>
          {refund.items.length > 0 && (
            <Text size="sm">
              By line:{' '}
              {refund.items.map((line) => `${line.qty} × ${line.name} ${formatDollars(line.amount)}`).join(', ')}
            </Text>
          )}
          {refund.items.length === 0 && refund.amount > 0 && (
            <Text size="sm">Items as an amount, apportioned over the lines</Text>
          )}
          {refund.note && <Text size="sm">Note: {refund.note}</Text>}
          {refund.restock.length > 0 && (
            <Text size="sm">
              Back in stock: {refund.restock.map((line) => `${line.qty} × ${line.name}`).join(', ')}
            </Text>
          )}
          <Deduction refund={refund} />
          <Text size="sm" c="dimmed">
            {refund.by ? `By ${refund.by.name}` : 'By the system'}, <DateTime value={refund.createdAt} />
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
