import { Modal } from '@mantine/core';
import { type MessageDto, messagePartyName, replySubject } from '@soko/shared';
import { MessageForm } from './message-form.tsx';

interface ReplyModalProps {
  message: MessageDto;
  /** The signed-in user's id: the reply goes to the other party of the message. */
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/** docs/product.md section 2: the reply modal of a message, sending for real (section 7: `POST /api/message`). */
export function ReplyModal({ message, userId, opened, onClose }: ReplyModalProps) {
  const recipient = message.from === userId ? message.receiver : message.sender;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Reply to ${messagePartyName(recipient)}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <MessageForm
        recipient={recipient}
        initialSubject={replySubject(message.subject)}
        replyTo={message._id}
        onSent={onClose}
        onCancel={onClose}
      />
    </Modal>
  );
}
