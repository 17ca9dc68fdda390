import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  type CommissionRuleDto,
  commissionRuleInputSchema,
  DEFAULT_FEE_TERMS,
  dollarsToCents,
  formatCents,
  lineFeeCents,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { instantToLocalInput, localInputToInstant } from '../../../lib/local-instant.ts';
import { allCategoriesQuery, childSubcategoriesQuery } from '../../categories/index.ts';
import { VendorSelect } from '../../payouts/index.ts';
import { type CommissionRuleBody, saveCommissionRule } from '../api.ts';

interface RuleValues {
  vendorId: string;
  categoryId: string;
  subcategoryId: string;
  percent: string;
  fixed: string;
  min: string;
  max: string;
  startsAt: string;
  endsAt: string;
  note: string;
  /** Not sent: the price of the example line. */
  examplePrice: string;
}

const money = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

function initialValues(rule: CommissionRuleDto | null): RuleValues {
  const inSubcategory = rule?.category && rule.category.level > 0;
  return {
    vendorId: rule?.vendor?._id ?? '',
    // A subcategory's rule is edited as its own: its category is not known here, and need not be.
    categoryId: inSubcategory ? '' : (rule?.category?._id ?? ''),
    subcategoryId: inSubcategory ? (rule?.category?._id ?? '') : '',
    percent: rule ? String(rule.percent) : '',
    fixed: rule ? money(rule.fixed) : '0.00',
    min: money(rule?.min ?? null),
    max: money(rule?.max ?? null),
    startsAt: instantToLocalInput(rule?.startsAt ?? null),
    endsAt: instantToLocalInput(rule?.endsAt ?? null),
    note: rule?.note ?? '',
    examplePrice: '50.00',
  };
}

const bodyOf = (values: RuleValues): CommissionRuleBody => ({
  vendorId: values.vendorId || null,
  categoryId: values.subcategoryId || values.categoryId || null,
  percent: values.percent.trim(),
  fixed: values.fixed,
  min: values.min || null,
  max: values.max || null,
  startsAt: localInputToInstant(values.startsAt) || null,
  endsAt: localInputToInstant(values.endsAt) || null,
  note: values.note,
});

const FIELD_OF: Record<string, keyof RuleValues> = { categoryId: 'categoryId' };

function validate(values: RuleValues): FormErrors {
  const parsed = commissionRuleInputSchema.safeParse(bodyOf(values));
  const errors: FormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'note');
    errors[FIELD_OF[field] ?? field] ??= issue.message;
  }
  return errors;
}

/** What a line at the example price would pay under the rule as typed; null while the rule does not parse. */
function exampleFee(values: RuleValues): string | null {
  const parsed = commissionRuleInputSchema.safeParse(bodyOf(values));
  let price: number;
  try {
    price = dollarsToCents(values.examplePrice || '0');
  } catch {
    return null;
  }
  if (!parsed.success || price <= 0) return null;
  const rule = parsed.data;
  const fee = lineFeeCents(price, {
    percentBasisPoints: rule.percent,
    fixedCents: rule.fixed,
    minCents: rule.min,
    maxCents: rule.max,
  });
  const today = lineFeeCents(price, DEFAULT_FEE_TERMS);
  return `A line of ${formatCents(price)} pays ${formatCents(fee)} (the marketplace fee would be ${formatCents(today)}).`;
}

interface RuleFormProps {
  rule: CommissionRuleDto | null;
  onDone: () => void;
}

/** Adds or changes a rule, with a live example of what a line pays; the server's refusals show at their fields. */
export function RuleForm({ rule, onDone }: RuleFormProps) {
  const form = useForm<RuleValues>({ mode: 'controlled', initialValues: initialValues(rule), validate });
  const categories = useQuery(allCategoriesQuery());
  const category = form.values.categoryId;
  const subcategories = useQuery({ ...childSubcategoriesQuery(category), enabled: category !== '' });
  const save = useMutation({
    mutationFn: (values: RuleValues) => saveCommissionRule(rule?._id ?? null, bodyOf(values)),
    onSuccess: (saved) => {
      alertSuccess(saved.msg);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const errors: FormErrors = {};
        for (const { msg, param } of error.errors) errors[FIELD_OF[param ?? ''] ?? param ?? 'note'] ??= msg;
        form.setErrors(errors);
      }
      alertApiError(error);
    },
  });
  const example = exampleFee(form.values);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm">
        <TextInput
          label="Note"
          description="Shown to the vendor and on each sale line it prices"
          required
          {...form.getInputProps('note')}
        />
        <VendorSelect
          label="Vendor"
          placeholder="Every vendor"
          which="allVendor"
          clearable
          chosenName={rule?.vendor?.displayName}
          value={form.values.vendorId}
          onChange={(vendorId) => form.setFieldValue('vendorId', vendorId)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Category"
            placeholder="Every category"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear category' }}
            data={(categories.data ?? []).map((item) => ({ value: item._id, label: item.title }))}
            value={form.values.categoryId || null}
            onChange={(value) => {
              form.setFieldValue('categoryId', value ?? '');
              form.setFieldValue('subcategoryId', '');
            }}
            error={form.errors.categoryId}
          />
          <Select
            label="Subcategory"
            placeholder="All of the category"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear subcategory' }}
            disabled={category === '' && form.values.subcategoryId === ''}
            data={
              category === ''
                ? form.values.subcategoryId
                  ? [{ value: form.values.subcategoryId, label: rule?.category?.title ?? 'Subcategory' }]
                  : []
                : (subcategories.data ?? []).map((item) => ({ value: item._id, label: item.title }))
            }
            value={form.values.subcategoryId || null}
            onChange={(value) => form.setFieldValue('subcategoryId', value ?? '')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Percent (%)"
            description="Of a line's price and its share of shipping; e.g. 1.25"
            required
            inputMode="decimal"
            {...form.getInputProps('percent')}
          />
          <TextInput label="Fixed fee per line ($)" inputMode="decimal" {...form.getInputProps('fixed')} />
          <TextInput
            label="Minimum fee ($)"
            description="Leave empty for none"
            inputMode="decimal"
            {...form.getInputProps('min')}
          />
          <TextInput
            label="Maximum fee ($)"
            description="Leave empty for none"
            inputMode="decimal"
            {...form.getInputProps('max')}
          />
          <TextInput
            type="datetime-local"
            label="Starts"
            description="Your device's time. Empty: now"
            {...form.getInputProps('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            description="Your device's time. Empty: never"
            {...form.getInputProps('endsAt')}
          />
        </SimpleGrid>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Example line price ($)"
            inputMode="decimal"
            w={180}
            {...form.getInputProps('examplePrice')}
          />
          <Text size="sm" aria-live="polite" style={{ flex: 1, minWidth: 200 }}>
            {example ?? 'Fill in the rule to see what a line pays.'}
          </Text>
        </Group>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {rule ? 'Save rule' : 'Add rule'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
