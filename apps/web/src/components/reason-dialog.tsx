import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FormBinding } from './business-fields.tsx';

interface ReasonDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** The form's `onSubmit`, bound to its validation. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form holding the reason, under `reason`. */
  form: FormBinding;
  /** What saying no does, shown above the reason. */
  children?: ReactNode;
  /** Who reads the reason and what it should tell them. */
  description: string;
  maxLength?: number;
  submitLabel: string;
  pending: boolean;
  /** Whether Cancel waits for the decision being sent. */
  cancelDisabled?: boolean;
}

/** Staff say no to something, always with a reason: the dialog that asks for it. */
export function ReasonDialog({
  opened,
  title,
  onClose,
  onSubmit,
  form,
  children,
  description,
  maxLength,
  submitLabel,
  pending,
  cancelDisabled,
}: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }} centered>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <Textarea
            label="Reason"
            description={description}
            required
            rows={4}
            maxLength={maxLength}
            data-autofocus
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={cancelDisabled}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
