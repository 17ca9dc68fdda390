import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in words the user can check before going on. */
  children: ReactNode;
  confirmLabel: string;
  /** Names what backing out keeps, where a bare "Cancel" would read like the action itself. */
  cancelLabel?: string;
  /** Red for what destroys or ends something; the brand colour otherwise. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The last look before an action that cannot be undone. Focus starts on Cancel, so a stray Enter
 * or Space never confirms; while the action runs the dialog stays open and cannot be dismissed.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      centered
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
