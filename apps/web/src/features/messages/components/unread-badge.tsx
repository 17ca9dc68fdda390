import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../api.ts';

/** The unread count beside the menu's Inbox entry; nothing while there is none. */
export function UnreadMessagesBadge() {
  const { data } = useQuery(unreadCountQuery());
  if (!data || data.unread === 0) return null;
  return (
    <>
      <Badge size="sm" circle={data.unread < 10} ml="xs" aria-hidden>
        {data.unread > 99 ? '99+' : data.unread}
      </Badge>
      {/* Read after the entry's name, as "Inbox (3 unread)". */}
      <VisuallyHidden>{` (${data.unread} unread)`}</VisuallyHidden>
    </>
  );
}
