import { Button, Group, type GroupProps } from '@mantine/core';

interface DecisionButtonsProps {
  /** Opens the dialog that asks for the reason. */
  onReject: () => void;
  /** Opens the confirmation. */
  onApprove: () => void;
  /** While a decision is being sent. */
  disabled: boolean;
  justify?: GroupProps['justify'];
}

/** Staff's two answers to what a vendor sent: each opens its own dialog before anything is decided. */
export function DecisionButtons({ onReject, onApprove, disabled, justify }: DecisionButtonsProps) {
  return (
    <Group gap="sm" justify={justify}>
      <Button color="red.9" variant="outline" onClick={onReject} disabled={disabled}>
        Reject
      </Button>
      <Button onClick={onApprove} disabled={disabled}>
        Approve
      </Button>
    </Group>
  );
}
