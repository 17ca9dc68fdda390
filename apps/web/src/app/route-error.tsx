import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deployment). */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text maw={420}>This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
