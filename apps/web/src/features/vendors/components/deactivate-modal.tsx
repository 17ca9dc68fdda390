import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface DeactivateModalProps {
  /** The vendor's business name; the modal is closed while it is null. */
  vendorName: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deactivation signs the vendor out everywhere and hides their products, so it is confirmed first. */
export function DeactivateModal({ vendorName, loading, onConfirm, onClose }: DeactivateModalProps) {
  return (
    <Modal
      opened={vendorName !== null}
      onClose={onClose}
      title={`Deactivate ${vendorName ?? 'vendor'}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="md">
        <Text>
          They are signed out at once, cannot sign in, and their products leave the storefront until you activate them
          again.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" loading={loading} onClick={onConfirm} data-autofocus>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
