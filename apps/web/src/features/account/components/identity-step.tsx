import { Alert, Button, FileInput, Progress, Stack, Text } from '@mantine/core';
import { IDENTITY_VERIFICATION_DAYS } from '@soko/shared';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { type PendingAccount, updatePendingUser } from '../../auth/index.ts';
import { DOCUMENT_TYPES, type DocumentField, documentProblem, uploadIdentityDocuments } from '../api.ts';
import { useStepExpiry } from '../step-expiry.ts';
import { DocumentPreview } from './document-preview.tsx';

interface DocumentInput {
  field: DocumentField;
  label: string;
  description: string;
  missing: string;
}

const documentInputs: DocumentInput[] = [
  {
    field: 'idDocument',
    label: 'ID document',
    description: 'A passport or drivers licence. PDF, JPEG or PNG, up to 10 MB.',
    missing: 'Please add an ID such as a passport or drivers licence',
  },
  {
    field: 'residenceDocument',
    label: 'Proof of residence',
    description: 'A utility bill with your name and address. PDF, JPEG or PNG, up to 10 MB.',
    missing: 'Please add a proof of residence such as a utility bill',
  },
];

const fields: DocumentField[] = ['idDocument', 'residenceDocument'];

type Files = Record<DocumentField, File | null>;
type Errors = Partial<Record<DocumentField, ReactNode>>;

function UploadForm({ pending }: { pending: PendingAccount }) {
  const [files, setFiles] = useState<Files>({ idDocument: null, residenceDocument: null });
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const handleExpiry = useStepExpiry();
  const upload = useMutation({
    mutationFn: (documents: Record<DocumentField, File>) => uploadIdentityDocuments(pending, documents, setProgress),
    onSuccess: ({ msg, user }) => {
      alertSuccess('Documents received', msg);
      updatePendingUser(user);
    },
    onError: (error) => {
      if (handleExpiry(error)) return;
      setErrors(serverFieldErrors(error, fields));
      alertApiError(error);
    },
  });

  const choose = (field: DocumentField, file: File | null) => {
    const problem = file ? documentProblem(file) : null;
    setFiles((current) => ({ ...current, [field]: problem ? null : file }));
    setErrors((current) => ({ ...current, [field]: problem ?? undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { idDocument, residenceDocument } = files;
    if (!idDocument || !residenceDocument) {
      setErrors(
        Object.fromEntries(
          documentInputs.filter(({ field }) => !files[field]).map(({ field, missing }) => [field, missing]),
        ),
      );
      return;
    }
    setProgress(0);
    upload.mutate({ idDocument, residenceDocument });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {documentInputs.map(({ field, label, description }) => {
          const file = files[field];
          return (
            <Stack key={field} gap="xs">
              <FileInput
                label={label}
                description={description}
                placeholder="Choose a file"
                // Mantine's placeholder grey is too faint for text that is real content here (WCAG 1.4.3).
                styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
                name={field}
                accept={DOCUMENT_TYPES.join(',')}
                required
                clearable
                clearButtonProps={{ 'aria-label': `Remove ${label}` }}
                leftSection={<IconUpload size={16} aria-hidden />}
                value={file}
                onChange={(chosen) => choose(field, chosen)}
                error={errors[field]}
                disabled={upload.isPending}
              />
              {file && <DocumentPreview file={file} label={label} />}
            </Stack>
          );
        })}
        {upload.isPending && (
          <Stack gap={4}>
            <Text size="sm" aria-hidden>
              Uploading… {progress}%
            </Text>
            <Progress value={progress} aria-label="Upload progress" size="lg" animated={progress < 100} />
          </Stack>
        )}
        <Button type="submit" loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
          Upload documents
        </Button>
      </Stack>
    </form>
  );
}

export function IdentityWaitMessage({ email }: { email: string }) {
  return (
    <Stack gap="sm">
      <Text>
        Thank you. Our team is checking your ID and your proof of residence. Verification takes{' '}
        {IDENTITY_VERIFICATION_DAYS}.
      </Text>
      <Text>
        We will email <strong>{email}</strong> when it is done. Then log in again to activate your account.
      </Text>
    </Stack>
  );
}

/** docs/product.md sections 1-2: send the two documents, or wait while staff check them. */
export function IdentityStep({ pending }: { pending: PendingAccount }) {
  const { identityStatus, identityRejectionReason } = pending.user;
  if (identityStatus === 'submitted') return <IdentityWaitMessage email={pending.user.email} />;
  return (
    <Stack gap="md">
      {identityStatus === 'rejected' && (
        <Alert color="red" title="Your documents were not accepted">
          {identityRejectionReason ?? 'Please send them again.'} Please upload new documents.
        </Alert>
      )}
      <Text>
        Our team verifies every seller within {IDENTITY_VERIFICATION_DAYS}. Please upload an ID, such as a passport or
        drivers licence, and a proof of residence, such as a utility bill.
      </Text>
      <UploadForm pending={pending} />
    </Stack>
  );
}
