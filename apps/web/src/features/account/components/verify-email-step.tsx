import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ALERT_MS } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { alertDanger, alertSuccess } from '../../../lib/alerts.ts';
import { clearPendingAccount, type PendingAccount } from '../../auth/index.ts';
import { resendVerificationRequest } from '../api.ts';
import { useStepExpiry } from '../step-expiry.ts';

/** docs/product.md section 2: the email step, with a confirmed resend of the verification email. */
export function VerifyEmailStep({ pending }: { pending: PendingAccount }) {
  const { email } = pending.user;
  const navigate = useNavigate();
  const [confirmOpened, confirm] = useDisclosure(false);
  const handleExpiry = useStepExpiry();
  const resend = useMutation({
    mutationFn: () => resendVerificationRequest(pending),
    // The server masks the address in its message (anyone may call it); this screen already shows
    // the whole address to its owner, so the toast does too.
    onSuccess: () => {
      confirm.close();
      alertSuccess(`A new verification email has been sent to ${email}`);
    },
    onError: (error) => {
      confirm.close();
      if (!handleExpiry(error)) alertDanger('please try again', ALERT_MS.normal);
    },
  });

  const registerAgain = async () => {
    clearPendingAccount();
    await navigate('/register');
  };

  return (
    <Stack gap="md">
      <Text>
        We sent a verification link to <strong>{email}</strong>. Open it to verify your email address, then log in again
        to continue. The link is valid for 48 hours.
      </Text>
      <Text c="dimmed">No email? Check your spam folder, or ask for a new link.</Text>
      <Button onClick={confirm.open} variant="light" style={{ alignSelf: 'flex-start' }}>
        Resend verification email
      </Button>

      <Modal
        opened={confirmOpened}
        onClose={confirm.close}
        title="Resend verification email?"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="md">
          <Text>
            We will send a new verification link to <strong>{email}</strong>.
          </Text>
          <Text>
            If {email} is wrong,{' '}
            <Anchor component="button" type="button" onClick={registerAgain} fw={600}>
              register again with the right address
            </Anchor>
            .
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Cancel
            </Button>
            <Button onClick={() => resend.mutate()} loading={resend.isPending}>
              Send new link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
