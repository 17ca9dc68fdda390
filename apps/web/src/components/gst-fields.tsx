import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { DayInput } from './day-input.tsx';

/** The part of a Mantine form the fields bind to, whatever the form's other values. */
interface FormBinding {
  key: (path: string) => string;
  getInputProps: (path: string, options?: { type: 'checkbox' }) => GetInputPropsReturnType;
}

interface GstFieldsProps {
  form: FormBinding;
  /** Whether the box is ticked: the date is asked for only then. */
  registered: boolean;
  /** Whose registration it is, for the box's label: the vendor's own, or the vendor's as staff edit it. */
  owner: 'own' | 'vendor';
}

/** A vendor's GST registration and the day it began, which staff compare with the Australian Business Register's. */
export function GstFields({ form, registered, owner }: GstFieldsProps) {
  return (
    <Fieldset legend="GST" variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Checkbox
          label={owner === 'own' ? 'I am registered for GST' : 'The vendor is registered for GST'}
          mt={{ sm: 'xl' }}
          key={form.key('gstRegistered')}
          {...form.getInputProps('gstRegistered', { type: 'checkbox' })}
        />
        {registered && (
          <DayInput
            label="Registered for GST from"
            required
            key={form.key('gstRegisteredFrom')}
            {...form.getInputProps('gstRegisteredFrom')}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
