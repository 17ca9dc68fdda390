import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PasskeySummary } from '@soko/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { passkeyErrorMessage } from '../../../lib/passkey-errors.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import {
  addPasskeyRequest,
  confirmTotpRequest,
  removePasskeyRequest,
  removeTotpRequest,
  secondFactorKeys,
  secondFactorStatusQueryOptions,
  startTotpRequest,
} from '../api.ts';

/** The key in groups of four, as authenticator apps show it: easier to read and type on a phone. */
function keyInGroups(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The QR code of the otpauth URL, drawn in the browser: the secret never leaves for another service. */
function TotpQrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(url, { margin: 1, width: 220 }).then((data) => {
      if (current) setImage(data);
    });
    return () => {
      current = false;
    };
  }, [url]);
  if (!image) return null;
  return <Image src={image} alt="QR code to scan with your authenticator app" w={220} h={220} />;
}

/** Settings > Security: add an authenticator app (QR code, recovery codes shown once) or remove it. */
export function SecurityPage() {
  usePageTitle('Security');
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorStatusQueryOptions(user._id));
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });

  const start = useMutation({
    mutationFn: () => startTotpRequest(user._id),
    onSuccess: (answer) => {
      setEnrolment(answer);
      setCode('');
      setCodeError(null);
    },
    onError: alertApiError,
  });
  const confirm = useMutation({
    mutationFn: () => confirmTotpRequest(user._id, code),
    onSuccess: async (answer) => {
      setRecoveryCodes(answer.recoveryCodes);
      setEnrolment(null);
      await refresh();
    },
    onError: (error) => setCodeError(error instanceof ApiError ? error.message : 'Please try again'),
  });
  const remove = useMutation({
    mutationFn: () => removeTotpRequest(user._id),
    onSuccess: async () => {
      setRecoveryCodes(null);
      alertSuccess('Two-step verification removed');
      await refresh();
    },
    onError: alertApiError,
  });

  const enrolled = (status.data?.methods.length ?? 0) > 0;
  const totpOn = status.data?.methods.includes('totp') ?? false;
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Security</Title>
      {status.data?.required && !enrolled && (
        <Alert color="yellow" title="Two-step verification is required" role="status">
          Your account must have two-step verification before you can use the Seller Centre. Set it up below.
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              Two-step verification
            </Title>
            {status.data && (
              <Badge color={enrolled ? 'brand.7' : 'gray.7'} autoContrast>
                {enrolled ? 'On' : 'Off'}
              </Badge>
            )}
          </Group>
          <Text>
            After your password, signing in asks for a 6-digit code from an authenticator app on your phone (Google
            Authenticator, Microsoft Authenticator, 1Password, Aegis…). Paying out money or changing bank details and
            access asks for a code again.
          </Text>
          {totpOn && status.data && <Text size="sm">{status.data.recoveryCodesLeft} unused recovery codes left.</Text>}
          {!totpOn && !enrolment && (
            <Button onClick={() => start.mutate()} loading={start.isPending} w="fit-content">
              Set up an authenticator app
            </Button>
          )}
          {enrolment && (
            <form onSubmit={submitCode} noValidate>
              <Stack gap="md">
                <Text>1. Scan this QR code with your authenticator app.</Text>
                <TotpQrCode url={enrolment.otpauthUrl} />
                {/* On a phone the QR code cannot be scanned by the same phone: open the app, or type or paste the key. */}
                <Anchor href={enrolment.otpauthUrl} underline="always" w="fit-content">
                  Open in an authenticator app on this device
                </Anchor>
                <Group gap="xs" align="center">
                  <Text size="sm">
                    Cannot scan it? Enter this key instead: <Code fz="sm">{keyInGroups(enrolment.secret)}</Code>
                  </Text>
                  <CopyButton value={enrolment.secret}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="default" onClick={copy}>
                        {copied ? 'Key copied' : 'Copy key'}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
                <TextInput
                  label="2. Enter the 6-digit code the app shows"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  value={code}
                  error={codeError}
                  onChange={(event) => setCode(event.currentTarget.value)}
                  maw={240}
                />
                <Button type="submit" loading={confirm.isPending} w="fit-content">
                  Turn on
                </Button>
              </Stack>
            </form>
          )}
          {recoveryCodes && (
            <Alert color="green" title="Save your recovery codes now" role="status">
              <Text size="sm" mb="xs">
                Each code signs you in once if you lose your phone. They are shown only this once: print them or keep
                them in a password manager.
              </Text>
              <List spacing={2} aria-label="Recovery codes">
                {recoveryCodes.map((recovery) => (
                  <List.Item key={recovery}>
                    <Code>{recovery}</Code>
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {totpOn && (
            <Button
              color="red.8"
              variant="outline"
              onClick={() => remove.mutate()}
              loading={remove.isPending}
              w="fit-content"
            >
              Remove the authenticator app
            </Button>
          )}
        </Stack>
      </Card>
      <PasskeysCard userId={user._id} passkeys={status.data?.passkeys ?? []} onChanged={refresh} />
    </Stack>
  );
}

/** Passkeys: sign in without a password, or confirm it is you after it, with Touch ID, Windows Hello or a phone. */
function PasskeysCard({
  userId,
  passkeys,
  onChanged,
}: {
  userId: string;
  passkeys: PasskeySummary[];
  onChanged: () => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addPasskeyRequest(userId, name),
    onMutate: () => setError(null),
    onSuccess: async () => {
      setName('');
      alertSuccess('Passkey added');
      await onChanged();
    },
    onError: (caught) => setError(passkeyErrorMessage(caught)),
  });
  const remove = useMutation({
    mutationFn: (passkeyId: string) => removePasskeyRequest(userId, passkeyId),
    onSuccess: async () => {
      alertSuccess('Passkey removed');
      await onChanged();
    },
    onError: alertApiError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Passkeys
        </Title>
        <Text>
          A passkey signs you in with your fingerprint, face or screen lock instead of a password, and counts as your
          second step too. It stays on your device or in your password manager; Soko keeps only its public key.
        </Text>
        {passkeys.length > 0 && (
          <List spacing="xs" listStyleType="none" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <List.Item key={passkey.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <Text fw={600}>{passkey.name}</Text>
                    <Text size="sm" c="dimmed">
                      Added {formatDate(passkey.createdAt)}
                      {passkey.lastUsedAt ? `, last used ${formatDate(passkey.lastUsedAt)}` : ''}
                    </Text>
                  </div>
                  <Button
                    color="red.8"
                    variant="outline"
                    size="xs"
                    aria-label={`Remove the passkey ${passkey.name}`}
                    onClick={() => remove.mutate(passkey.id)}
                    loading={remove.isPending && remove.variables === passkey.id}
                  >
                    Remove
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Passkey name (optional)"
              description="So you can tell your passkeys apart, for example Work laptop"
              maxLength={60}
              value={name}
              error={error}
              onChange={(event) => setName(event.currentTarget.value)}
              maw={360}
            />
            <Button type="submit" loading={add.isPending} w="fit-content">
              Add a passkey
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
