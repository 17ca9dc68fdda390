import { Badge, VisuallyHidden } from '@mantine/core';
import type { WorkQueueDto } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { workQueueQuery } from '../api.ts';

/** A count of the staff work queue beside a menu entry; nothing while there is none. */
function WorkBadge({ count }: { count: (work: WorkQueueDto) => number }) {
  const { data } = useQuery(workQueueQuery());
  const waiting = data ? count(data) : 0;
  if (waiting === 0) return null;
  return (
    <>
      <Badge size="sm" circle={waiting < 10} ml="xs" aria-hidden>
        {waiting > 99 ? '99+' : waiting}
      </Badge>
      {/* Read after the entry's name, as "Changes waiting (2 waiting)". */}
      <VisuallyHidden>{` (${waiting} waiting)`}</VisuallyHidden>
    </>
  );
}

/** Staff menu: new products and approved products' changes waiting for review, together. */
export function ProductWorkBadge() {
  return <WorkBadge count={(work) => work.productsWaiting + work.revisionsWaiting} />;
}

export function ProductsWaitingBadge() {
  return <WorkBadge count={(work) => work.productsWaiting} />;
}

export function RevisionsWaitingBadge() {
  return <WorkBadge count={(work) => work.revisionsWaiting} />;
}
