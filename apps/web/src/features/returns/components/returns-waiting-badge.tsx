import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { returnsWaitingQuery } from '../api.ts';

/** The count of returns waiting for a decision, beside the menu's Returns entry; nothing while there is none. */
export function ReturnsWaitingBadge() {
  const { data } = useQuery(returnsWaitingQuery());
  if (!data) return null;
  return (
    <>
      <Badge size="sm" circle={data < 10} ml="xs" aria-hidden>
        {data > 99 ? '99+' : data}
      </Badge>
      {/* Read after the entry's name, as "Returns (2 waiting)". */}
      <VisuallyHidden>{` (${data} waiting)`}</VisuallyHidden>
    </>
  );
}
