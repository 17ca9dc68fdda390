import { TextInput } from '@mantine/core';
import type { FormBinding } from './business-fields.tsx';

interface PersonNameFieldsProps {
  form: FormBinding;
  /**
   * 'own': the browser may offer the user's own name. 'off': staff type someone else's, which the
   * browser must not fill with the staff member's own.
   */
  autoComplete: 'own' | 'off';
}

/** First and last name, both required, as two cells of the caller's grid. */
export function PersonNameFields({ form, autoComplete }: PersonNameFieldsProps) {
  const own = autoComplete === 'own';
  return (
    <>
      <TextInput
        label="First name"
        autoComplete={own ? 'given-name' : 'off'}
        required
        key={form.key('firstName')}
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label="Last name"
        autoComplete={own ? 'family-name' : 'off'}
        required
        key={form.key('lastName')}
        {...form.getInputProps('lastName')}
      />
    </>
  );
}
