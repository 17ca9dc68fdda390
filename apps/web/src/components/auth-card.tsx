import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Wider for the long registration form. */
  wide?: boolean;
  /**
   * Moves focus to the title when the card appears. For a result that replaces a form (a notice, a
   * success), so that keyboard and screen-reader users start reading at the new content.
   */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** The card the sign-in, sign-up and account pages sit in. */
export function AuthCard({ title, description, wide = false, focusTitle = false, children }: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <Container size={wide ? 760 : 480} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title
              ref={titleRef}
              order={1}
              fz={{ base: 26, sm: 30 }}
              tabIndex={focusTitle ? -1 : undefined}
              style={{ outline: 'none' }}
            >
              {title}
            </Title>
            {description !== undefined && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
