import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type MessageAttachmentDto, type MessageDto, messagePartyName } from '@soko/shared';
import { IconArrowBackUp, IconArrowLeft, IconDownload, IconRestore, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RichTextView } from '../../../components/rich-text-view.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatMessageDate, formatMessageSentAt } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import {
  conversationQuery,
  downloadAttachment,
  markMessageRead,
  messageQuery,
  purgeMessages,
  restoreMessages,
  trashMessages,
} from '../api.ts';
import { formatFileSize } from '../attachments.ts';
import { otherParty } from '../components/message-table.tsx';
import { ReplyModal } from '../components/reply-modal.tsx';
import { BOX_TITLES } from './message-list-page.tsx';

function boxOf(message: MessageDto, userId: string) {
  if (message.trashed) return 'trash';
  return message.to === userId ? 'inbox' : 'sent';
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" w={48} style={{ flex: 'none' }}>
        {term}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Attachments({ message }: { message: MessageDto }) {
  const download = useMutation({
    mutationFn: (attachment: MessageAttachmentDto) => downloadAttachment(message._id, attachment),
    onError: alertApiError,
  });
  if (message.attachments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Attachments">
      <Title order={2} size="h5">
        Attachments
      </Title>
      <Group gap="sm">
        {message.attachments.map((attachment) => (
          <Button
            key={attachment._id}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending && download.variables?._id === attachment._id}
            onClick={() => download.mutate(attachment)}
            maw="100%"
          >
            <VisuallyHidden>Download </VisuallyHidden>
            <Text span truncate size="sm">
              {attachment.name}
            </Text>
            <Text span size="xs" c="dimmed" ml={6}>
              ({formatFileSize(attachment.size)})
            </Text>
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function Conversation({ message, userId }: { message: MessageDto; userId: string }) {
  const { party } = otherParty(message, userId);
  const conversation = useQuery(conversationQuery(userId, party._id));
  const titleId = useId();
  const items = conversation.data?.items ?? [];
  if (items.length < 2) return null;
  const total = conversation.data?.total ?? items.length;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Conversation with {messagePartyName(party)}
      </Title>
      {total > items.length && (
        <Text size="sm" c="dimmed">
          The first {items.length} of {total} messages
        </Text>
      )}
      <List listStyleType="none" spacing="xs">
        {items.map((item) => {
          const current = item._id === message._id;
          return (
            <List.Item key={item._id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" w={90} style={{ flex: 'none' }}>
                  {formatMessageDate(item.createdAt)}
                </Text>
                <Text size="sm" miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {item.from === userId ? 'You' : messagePartyName(item.sender)}:{' '}
                  {current ? (
                    <Text span fw={700} size="sm" aria-current="page">
                      {item.subject} (this message)
                    </Text>
                  ) : (
                    <Anchor component={Link} to={`/messages/${item._id}`} size="sm">
                      {item.subject}
                    </Anchor>
                  )}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

function MessageView({ message }: { message: MessageDto }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [replyOpened, reply] = useDisclosure(false);
  const [purgeOpened, confirmPurge] = useDisclosure(false);
  const box = boxOf(message, user._id);
  const back = `/messages/${box}`;

  const trash = useMutation({
    mutationFn: () => trashMessages([message._id]),
    onSuccess: (result) => {
      alertSuccess(result.msg);
      void navigate(back);
    },
    onError: alertApiError,
  });
  const restore = useMutation({
    mutationFn: () => restoreMessages([message._id]),
    onSuccess: (result) => alertSuccess(result.msg),
    onError: alertApiError,
  });
  const purge = useMutation({
    mutationFn: () => purgeMessages([message._id]),
    onSuccess: (result) => {
      alertSuccess(result.msg);
      void navigate('/messages/trash', { replace: true });
    },
    onError: alertApiError,
  });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to {BOX_TITLES[box]}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          {message.trashed && (
            <Badge variant="light" color="gray">
              In trash
            </Badge>
          )}
        </Group>
        <Stack component="dl" gap={2} m={0}>
          <Detail term="From">{message.from === user._id ? 'You' : messagePartyName(message.sender)}</Detail>
          <Detail term="To">{message.to === user._id ? 'You' : messagePartyName(message.receiver)}</Detail>
          <Detail term="Date">
            <time dateTime={message.createdAt}>{formatMessageSentAt(message.createdAt)}</time>
          </Detail>
        </Stack>
      </Stack>

      <Group gap="sm">
        <Button leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={reply.open}>
          Reply
        </Button>
        {message.trashed ? (
          <>
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden />}
              loading={restore.isPending}
              onClick={() => restore.mutate()}
            >
              Restore
            </Button>
            <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={confirmPurge.open}>
              Delete forever
            </Button>
          </>
        ) : (
          <Button
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={trash.isPending}
            onClick={() => trash.mutate()}
          >
            Delete
          </Button>
        )}
      </Group>

      <Paper withBorder p="md" component="article" aria-label="Message">
        <RichTextView html={message.body} />
      </Paper>
      <Attachments message={message} />
      <Conversation message={message} userId={user._id} />

      <ReplyModal message={message} userId={user._id} opened={replyOpened} onClose={reply.close} />
      <Modal
        opened={purgeOpened}
        onClose={confirmPurge.close}
        title="Delete for good?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>This message will be deleted for good. You cannot undo this. The other person keeps their copy.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirmPurge.close}>
              Cancel
            </Button>
            <Button color="red.9" loading={purge.isPending} onClick={() => purge.mutate()}>
              Delete forever
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** One message (docs/product.md section 2: view). Opening a received, unread message marks it read. */
export function MessagePage() {
  const { id = '' } = useParams();
  const user = useSignedInUser();
  const message = useQuery(messageQuery(id));
  usePageTitle(message.data?.subject ?? 'Message');
  const markRead = useMutation({ mutationFn: markMessageRead, onError: alertApiError });
  const markedFor = useRef<string | null>(null);
  const data = message.data;
  const mark = markRead.mutate;

  useEffect(() => {
    if (!data || data.to !== user._id || data.read || markedFor.current === data._id) return;
    markedFor.current = data._id;
    mark(data._id);
  }, [data, user._id, mark]);

  if (message.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the message" />
      </Center>
    );
  }
  if (message.isError) {
    const missing = message.error instanceof ApiError && [400, 404].includes(message.error.status);
    return (
      <Alert color="red" role="alert" title={missing ? 'Message not found' : 'The message could not be loaded'}>
        <Group mt="xs" gap="sm">
          {!missing && (
            <Button size="xs" onClick={() => message.refetch()}>
              Try again
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to="/messages/inbox">
            Go to inbox
          </Button>
        </Group>
      </Alert>
    );
  }
  return <MessageView key={message.data._id} message={message.data} />;
}
