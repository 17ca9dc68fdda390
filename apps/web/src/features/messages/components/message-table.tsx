import { Anchor, Box, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { type MessageBox, type MessageSummary, messagePartyName } from '@soko/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime, formatMessageDate } from '../../../lib/format.ts';

/** Whether the message shows as unread to this user: received and not opened yet. */
export function isUnreadFor(message: MessageSummary, userId: string): boolean {
  return message.to === userId && !message.read;
}

/** Who the message is with, as this user sees it: the sender of what they received, the receiver of what they sent. */
export function otherParty(message: MessageSummary, userId: string) {
  const received = message.to === userId;
  return { received, party: received ? message.sender : message.receiver };
}

const PARTY_HEADER: Record<MessageBox, string> = { inbox: 'From', sent: 'To', trash: 'From or to' };

function UnreadDot() {
  return (
    <Box
      component="span"
      role="img"
      aria-label="Unread"
      display="inline-block"
      w={10}
      h={10}
      bg="var(--mantine-primary-color-filled)"
      style={{ borderRadius: '50%', flex: 'none' }}
    />
  );
}

interface MessageRowProps {
  message: MessageSummary;
  box: MessageBox;
  userId: string;
  selected: boolean;
  onToggle: (messageId: string) => void;
}

function MessageRow({ message, box, userId, selected, onToggle }: MessageRowProps) {
  const unread = isUnreadFor(message, userId);
  const { received, party } = otherParty(message, userId);
  const name = messagePartyName(party);
  const subject = message.subject || '(no subject)';
  const weight = unread ? 700 : 400;
  return (
    <Table.Tr data-unread={unread || undefined}>
      <Table.Td w={40}>
        <Checkbox
          aria-label={`Select “${subject}” ${received ? 'from' : 'to'} ${name}`}
          checked={selected}
          onChange={() => onToggle(message._id)}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={2} miw={0}>
          <Group gap={6} wrap="nowrap">
            {unread && <UnreadDot />}
            <Text size="sm" fw={weight} truncate>
              {box === 'trash' && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {received ? 'From ' : 'To '}
                </Text>
              )}
              {name}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={`/messages/${message._id}`} size="sm" fw={weight} lineClamp={1}>
              {subject}
            </Anchor>
            {message.attachmentCount > 0 && (
              <IconPaperclip size={14} role="img" aria-label="Has attachments" style={{ flex: 'none' }} />
            )}
          </Group>
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text
          size="sm"
          fw={weight}
          component="time"
          dateTime={message.createdAt}
          title={formatDateTime(message.createdAt)}
        >
          {formatMessageDate(message.createdAt)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

interface MessageTableProps {
  box: MessageBox;
  messages: MessageSummary[];
  userId: string;
  selected: ReadonlySet<string>;
  onToggle: (messageId: string) => void;
  onToggleAll: (select: boolean) => void;
}

/** One page of a box: who, subject and date, unread in bold with a dot, each with a checkbox. */
export function MessageTable({ box, messages, userId, selected, onToggle, onToggleAll }: MessageTableProps) {
  const selectedCount = messages.filter((message) => selected.has(message._id)).length;
  const allSelected = messages.length > 0 && selectedCount === messages.length;
  return (
    <Table highlightOnHover verticalSpacing="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select every message on this page"
              checked={allSelected}
              indeterminate={selectedCount > 0 && !allSelected}
              onChange={() => onToggleAll(!allSelected)}
            />
          </Table.Th>
          <Table.Th>{PARTY_HEADER[box]} and subject</Table.Th>
          <Table.Th w={110} ta="right">
            Date
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {messages.map((message) => (
          <MessageRow
            key={message._id}
            message={message}
            box={box}
            userId={userId}
            selected={selected.has(message._id)}
            onToggle={onToggle}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
}
