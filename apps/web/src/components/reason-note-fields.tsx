import { Select, Textarea } from '@mantine/core';
import type { FormBinding } from './business-fields.tsx';

interface ReasonNoteFieldsProps {
  /** The form holding `reason` and `note`. */
  form: FormBinding;
  reasons: { value: string; label: string }[];
  /** Who reads the note, and where. */
  noteDescription: string;
  noteMax: number;
}

/** Why money goes back to a buyer (a refund, a return): a reason from the list, and a note if need be. */
export function ReasonNoteFields({ form, reasons, noteDescription, noteMax }: ReasonNoteFieldsProps) {
  return (
    <>
      <Select
        label="Reason"
        placeholder="Choose a reason"
        data={reasons}
        required
        allowDeselect={false}
        key={form.key('reason')}
        {...form.getInputProps('reason')}
      />
      <Textarea
        label="Note (optional)"
        description={noteDescription}
        autosize
        minRows={2}
        maxLength={noteMax}
        key={form.key('note')}
        {...form.getInputProps('note')}
      />
    </>
  );
}
