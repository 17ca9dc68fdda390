import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { MessageForm } from '../components/message-form.tsx';

/** A new message to whomever the signed-in user may write to (docs/product.md section 7: `POST /api/message`). */
export function ComposePage() {
  usePageTitle('Compose');
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>Compose</Title>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <MessageForm onSent={() => navigate('/messages/sent')} onCancel={() => navigate(-1)} />
      </Paper>
    </Stack>
  );
}
