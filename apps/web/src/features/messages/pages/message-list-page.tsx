import { Button, EmptyState, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGE_PAGE_SIZE, MESSAGE_TEXT, type MessageBox, type MessageChange } from '@soko/shared';
import { IconChecks, IconMailbox, IconPencil, IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { countOf } from '../../../components/list-table.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { type ListPosition, pageCount, useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { markAllMessagesRead, messageBoxQuery, purgeMessages, restoreMessages, trashMessages } from '../api.ts';
import { MessageTable } from '../components/message-table.tsx';

export const BOX_TITLES: Record<MessageBox, string> = { inbox: 'Inbox', sent: 'Sent', trash: 'Trash' };

/** Where a selection was made: a numbered page, or a cursor past them. */
function positionKey({ page, cursor }: ListPosition): string {
  return cursor === undefined ? `page ${page}` : `after ${cursor}`;
}

function ComposeButton() {
  return (
    <Button component={Link} to="/messages/compose" leftSection={<IconPencil size={16} aria-hidden />}>
      Compose
    </Button>
  );
}

interface ConfirmPurgeProps {
  count: number;
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function ConfirmPurge({ count, opened, pending, onConfirm, onClose }: ConfirmPurgeProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete for good?" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text>
          {count === 1 ? 'The selected message' : `The ${count} selected messages`} will be deleted for good. You cannot
          undo this. The other person keeps their copy.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            Delete forever
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * docs/product.md section 2: the inbox, sent and trash lists, a page at a time, with mark-all, delete,
 * restore. Past the numbered pages a long box (a staff inbox) goes on with "Next results".
 */
export function MessageListPage({ box }: { box: MessageBox }) {
  const title = BOX_TITLES[box];
  usePageTitle(title);
  const user = useSignedInUser();
  const { page, position, firstPage, pagination } = useListSearch();
  const at = positionKey(position);
  const list = useQuery(messageBoxQuery(box, position));
  const [selection, setSelection] = useState<{ at: string; ids: ReadonlySet<string> }>({ at, ids: new Set() });
  const [confirmOpened, confirm] = useDisclosure(false);

  const items = list.data?.items ?? [];
  // A selection belongs to the page (or position past the pages) it was made on, and only to messages still on it.
  const selected = selection.at === at ? selection.ids : new Set<string>();
  const selectedIds = items.filter((item) => selected.has(item._id)).map((item) => item._id);

  const done = (result: MessageChange) => {
    setSelection({ at, ids: new Set() });
    alertSuccess(result.msg);
  };
  const markAll = useMutation({ mutationFn: markAllMessagesRead, onSuccess: done, onError: alertApiError });
  const trash = useMutation({ mutationFn: trashMessages, onSuccess: done, onError: alertApiError });
  const restore = useMutation({ mutationFn: restoreMessages, onSuccess: done, onError: alertApiError });
  const purge = useMutation({
    mutationFn: purgeMessages,
    onSuccess: (result) => {
      confirm.close();
      done(result);
    },
    onError: alertApiError,
  });

  const toggle = (messageId: string) => {
    const ids = new Set(selected);
    if (ids.has(messageId)) ids.delete(messageId);
    else ids.add(messageId);
    setSelection({ at, ids });
  };
  const toggleAll = (select: boolean) =>
    setSelection({ at, ids: new Set(select ? items.map((item) => item._id) : []) });

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, MESSAGE_PAGE_SIZE);
  // After the last messages of the last page are moved away, show the page that is now last. Past the
  // numbered pages the cursor still holds its place: the messages after it are shown, or the end.
  if (list.data && !list.isPlaceholderData && position.cursor === undefined && page > pages) {
    return <Navigate to={pages === 1 ? `/messages/${box}` : `/messages/${box}?page=${pages}`} replace />;
  }
  const nothingSelected = selectedIds.length === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <ComposeButton />
      </Group>

      <ListQueryState
        query={list}
        loadingLabel="Loading messages"
        errorTitle="The messages could not be loaded"
        onFirstPage={firstPage}
      />
      {list.data && total === 0 && (
        <EmptyState icon={<IconMailbox aria-hidden />} title={MESSAGE_TEXT.noMessages}>
          <EmptyState.Actions>
            <ComposeButton />
          </EmptyState.Actions>
        </EmptyState>
      )}
      {list.data && total > 0 && (
        <>
          <Group gap="sm" role="toolbar" aria-label={`${title} actions`}>
            {box === 'inbox' && (
              <Button
                variant="default"
                leftSection={<IconChecks size={16} aria-hidden />}
                disabled={list.data.unread === 0}
                loading={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                Mark all read
              </Button>
            )}
            {box === 'trash' ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconRestore size={16} aria-hidden />}
                  disabled={nothingSelected}
                  loading={restore.isPending}
                  onClick={() => restore.mutate(selectedIds)}
                >
                  Restore
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  disabled={nothingSelected}
                  onClick={confirm.open}
                >
                  Delete forever
                </Button>
              </>
            ) : (
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={nothingSelected}
                loading={trash.isPending}
                onClick={() => trash.mutate(selectedIds)}
              >
                Delete
              </Button>
            )}
            <Text size="sm" c="dimmed" aria-live="polite">
              {selectedIds.length > 0 ? `${selectedIds.length} selected` : ''}
            </Text>
          </Group>
          <MessageTable
            box={box}
            messages={items}
            userId={user._id}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
          />
          <Text size="sm" c="dimmed">
            {countOf(total, 'message', 'messages', list.data.totalCapped)}
          </Text>
          <ListPagination {...pagination(list.data, MESSAGE_PAGE_SIZE)} />
          <ConfirmPurge
            count={selectedIds.length}
            opened={confirmOpened}
            pending={purge.isPending}
            onConfirm={() => purge.mutate(selectedIds)}
            onClose={confirm.close}
          />
        </>
      )}
    </Stack>
  );
}

export const InboxPage = () => <MessageListPage box="inbox" />;
export const SentPage = () => <MessageListPage box="sent" />;
export const TrashPage = () => <MessageListPage box="trash" />;
