import { Button, Checkbox, Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  CARRIERS,
  type Carrier,
  type SaveShippingRatesRequest,
  type ShippingRateDto,
  shippingRateInputSchema,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { saveShippingRates } from '../api.ts';
import { describeRate } from '../rate-text.ts';

interface CarrierValues {
  /** A rate of one's own for this carrier (for the marketplace: a default). */
  enabled: boolean;
  perParcel: number | string;
  perKg: number | string;
  freeOver: number | string;
}

type RatesValues = Record<Carrier, CarrierValues>;

const RATE_FIELDS = ['perParcel', 'perKg', 'freeOver'] as const;

function initialValues(rates: ShippingRateDto[]): RatesValues {
  const values = {} as RatesValues;
  for (const carrier of CARRIERS) {
    const rate = rates.find((candidate) => candidate.provider === carrier);
    values[carrier] = {
      enabled: rate !== undefined,
      perParcel: rate?.perParcel ?? '',
      perKg: rate?.perKg ?? '',
      freeOver: rate?.freeOver ?? '',
    };
  }
  return values;
}

const enabledCarriers = (values: RatesValues) => CARRIERS.filter((carrier) => values[carrier].enabled);

const bodyOf = (values: RatesValues): SaveShippingRatesRequest => ({
  rates: enabledCarriers(values).map((carrier) => {
    const { perParcel, perKg, freeOver } = values[carrier];
    return {
      provider: carrier,
      perParcel: String(perParcel),
      perKg: String(perKg),
      freeOver: freeOver === '' ? null : String(freeOver),
    };
  }),
});

/** The shared rule, checked here for each carrier with a rate, its messages under that carrier's inputs. */
function validate(values: RatesValues): FormErrors {
  const errors: FormErrors = {};
  for (const [index, rate] of bodyOf(values).rates.entries()) {
    const carrier = enabledCarriers(values)[index];
    const parsed = shippingRateInputSchema.safeParse(rate);
    for (const issue of parsed.error?.issues ?? []) {
      const field = `${carrier}.${String(issue.path[0])}`;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** The server's `rates.{i}.{field}` messages under the inputs of the carrier that was i-th in the request. */
function serverErrors(error: unknown, values: RatesValues): FormErrors {
  const errors: FormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  const carriers = enabledCarriers(values);
  for (const { msg, param } of error.errors) {
    const match = /^rates\.(\d+)\.(\w+)$/.exec(param ?? '');
    const carrier = match ? carriers[Number(match[1])] : undefined;
    if (carrier && match) errors[`${carrier}.${match[2]}`] ??= msg;
  }
  return errors;
}

interface ShippingRatesFormProps {
  /** Staff: the vendor whose rates these are, or undefined for the marketplace's defaults. A vendor: undefined. */
  vendorId: string | undefined;
  rates: ShippingRateDto[];
  /** The marketplace's defaults a vendor falls back to; undefined when editing the defaults themselves. */
  defaults: ShippingRateDto[] | undefined;
  /** "your own rate" or "a rate for this vendor"; "a default" for the marketplace. */
  ownLabel: string;
  /** Staff whose role reads vendors but does not change them: the rates are shown, not saved. */
  readOnly?: boolean;
}

/** One fieldset per carrier: a rate of one's own (or the default that applies instead) and the save button. */
export function ShippingRatesForm({ vendorId, rates, defaults, ownLabel, readOnly = false }: ShippingRatesFormProps) {
  const form = useForm<RatesValues>({ mode: 'controlled', initialValues: initialValues(rates), validate });
  const save = useMutation({
    mutationFn: (values: RatesValues) => saveShippingRates(vendorId, bodyOf(values)),
    onSuccess: (saved) => {
      form.setInitialValues(initialValues(saved.rates));
      form.resetDirty();
      alertSuccess(saved.msg);
    },
    onError: (error, values) => {
      form.setErrors(serverErrors(error, values));
      alertApiError(error);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        {CARRIERS.map((carrier) => {
          const values = form.values[carrier];
          const fallback = defaults?.find((rate) => rate.provider === carrier);
          return (
            <Fieldset key={carrier} legend={carrier} disabled={readOnly}>
              <Stack gap="sm">
                <Checkbox
                  label={`Charge ${ownLabel} for ${carrier}`}
                  {...form.getInputProps(`${carrier}.enabled`, { type: 'checkbox' })}
                />
                {values.enabled ? (
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    {RATE_FIELDS.map((field) => (
                      <NumberInput
                        key={field}
                        label={
                          field === 'perParcel'
                            ? 'Price per parcel ($)'
                            : field === 'perKg'
                              ? 'Price per kg above the first kg ($)'
                              : 'Free shipping from ($)'
                        }
                        description={
                          field === 'freeOver' ? "The order's items from one vendor; leave empty for never" : undefined
                        }
                        required={field !== 'freeOver'}
                        min={0}
                        step={0.05}
                        decimalScale={2}
                        {...form.getInputProps(`${carrier}.${field}`)}
                      />
                    ))}
                  </SimpleGrid>
                ) : (
                  <Text size="sm" c="dimmed">
                    {defaults === undefined
                      ? `No default: a vendor without its own ${carrier} rate cannot sell with paid ${carrier} shipping.`
                      : fallback
                        ? `The marketplace's default applies: ${describeRate(fallback)}.`
                        : `No rate: products with paid ${carrier} shipping cannot be saved or ordered.`}
                  </Text>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {!readOnly && (
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save shipping rates
          </Button>
        )}
      </Stack>
    </form>
  );
}
