import { Button, Group, type MantineSpacing, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface FormPageProps {
  title: string;
  /** What sending the form does, said under the heading. */
  intro: ReactNode;
  maw: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The space between the form's fields or groups of fields. */
  gap: MantineSpacing;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}

/** A page that is one form creating something: its heading, what it does, the fields and the button. */
export function FormPage({ title, intro, maw, onSubmit, gap, submitLabel, submitting, children }: FormPageProps) {
  return (
    <Stack gap="md" maw={maw}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={onSubmit}>
          <Stack gap={gap}>
            {children}
            <Group>
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
