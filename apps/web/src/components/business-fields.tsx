import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { AU_STATES } from '@soko/shared';

/** The part of a Mantine form the fields bind to, whatever the form's other values. */
export interface FormBinding {
  key: (path: string) => string;
  getInputProps: (path: string) => GetInputPropsReturnType;
}

type AutoCompleted = 'displayName' | 'c_address' | 'suburb' | 'postcode';

/**
 * 'own': the browser may offer the user's own business and address. 'off': staff type someone else's
 * business, which the browser must not fill with the staff member's own.
 */
const AUTOCOMPLETE: Record<'own' | 'off', Partial<Record<AutoCompleted, string>>> = {
  own: { displayName: 'organization', c_address: 'address-line1', suburb: 'address-level2', postcode: 'postal-code' },
  off: { displayName: 'off', c_address: 'off', suburb: 'off' },
};

interface BusinessFieldsProps {
  form: FormBinding;
  legend: string;
  /** Where the address sits in the form's values: 'address.' when nested, '' when its fields are top level. */
  addressPath: '' | 'address.';
  /** A new account needs every field; saved details may stay empty (docs/product.md section 5), so the state is clearable. */
  required: boolean;
  /** Without it the inputs set no autocomplete at all. */
  autoComplete?: 'own' | 'off';
}

/** The business name, ABN and Australian address of a vendor, as registration, the profile and staff edit them. */
export function BusinessFields({ form, legend, addressPath, required, autoComplete }: BusinessFieldsProps) {
  const complete = autoComplete ? AUTOCOMPLETE[autoComplete] : {};
  const street = `${addressPath}c_address`;
  const suburb = `${addressPath}suburb`;
  const state = `${addressPath}state`;
  const postcode = `${addressPath}postcode`;
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Business name"
          autoComplete={complete.displayName}
          required={required}
          key={form.key('displayName')}
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label="ABN"
          description={required ? '11 digits' : undefined}
          // The hint goes under the box, so the box lines up with Business name beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="numeric"
          required={required}
          key={form.key('ABN')}
          {...form.getInputProps('ABN')}
        />
        <TextInput
          label="Street address"
          autoComplete={complete.c_address}
          required={required}
          key={form.key(street)}
          {...form.getInputProps(street)}
        />
        <TextInput
          label="Suburb"
          autoComplete={complete.suburb}
          required={required}
          key={form.key(suburb)}
          {...form.getInputProps(suburb)}
        />
        <Select
          label="State"
          data={AU_STATES}
          required={required}
          clearable={!required}
          key={form.key(state)}
          {...form.getInputProps(state)}
        />
        <TextInput
          label="Postcode"
          autoComplete={complete.postcode}
          inputMode="numeric"
          maxLength={4}
          required={required}
          key={form.key(postcode)}
          {...form.getInputProps(postcode)}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
