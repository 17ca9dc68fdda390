import { Button, Group, Text } from '@mantine/core';

interface AlertActionMessageProps {
  message: string;
  label: string;
  onClick: () => void;
}

/** The body of an alert that offers one action, such as 'Try Again' (see alertDangerWithAction). */
export function AlertActionMessage({ message, label, onClick }: AlertActionMessageProps) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text span size="sm">
        {message}
      </Text>
      <Button size="xs" onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
