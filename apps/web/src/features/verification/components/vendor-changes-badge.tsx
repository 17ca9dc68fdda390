import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { vendorChangesWaitingQueryOptions } from '../api.ts';

/** The count of vendors' changes of details waiting for review, beside the menu's entry; nothing while there is none. */
export function VendorChangesWaitingBadge() {
  const { data } = useQuery(vendorChangesWaitingQueryOptions());
  if (!data) return null;
  return (
    <>
      <Badge size="sm" circle={data < 10} ml="xs" aria-hidden>
        {data > 99 ? '99+' : data}
      </Badge>
      {/* Read after the entry's name, as "Detail changes (2 waiting)". */}
      <VisuallyHidden>{` (${data} waiting)`}</VisuallyHidden>
    </>
  );
}
