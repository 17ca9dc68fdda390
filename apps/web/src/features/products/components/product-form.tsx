import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Loader,
  NumberInput,
  Progress,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALERT_MS,
  CATALOGUE_MESSAGES,
  formatCents,
  isStaff,
  PRODUCT_SALE_PERCENTAGES,
  type ProductDto,
  type ProductImageDto,
  VARIANT_OPTION,
} from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { alertApiError, alertDanger, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { allCategoriesQuery } from '../../categories/index.ts';
import { FeeNote } from '../../commissions/index.ts';
import { addProduct, deleteProductImage, updateProduct } from '../api.ts';
import {
  ALERTED_VARIANT_MESSAGES,
  emptyProductForm,
  isBlankHtml,
  isPickupChain,
  type ProductFormValues,
  productToFormValues,
  toProductBody,
  typedSalePriceCents,
  validateProductForm,
} from '../form-model.ts';
import { CategoryChainFields, useSubcategoryChain } from './category-chain.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import { ShippingFields } from './shipping-fields.tsx';
import { VariantsField } from './variants-field.tsx';

const RichTextField = lazy(() =>
  import('../../../components/rich-text-editor.tsx').then((module) => ({ default: module.RichTextField })),
);

const SERVER_FIELDS = Object.keys(emptyProductForm);
/** The form's percentages, plus a vendor-wide 70 or 80% sale the product already has from staff. */
function salePercentageOptions(current: number | undefined) {
  const percentages: number[] = [...PRODUCT_SALE_PERCENTAGES];
  if (current !== undefined && !percentages.includes(current)) percentages.push(current);
  return percentages.map((percentage) => ({ value: String(percentage), label: `${percentage}%` }));
}

function SalePriceNote({ values }: { values: ProductFormValues }) {
  const percentage = Number(values.salesPercentage);
  if (percentage === 0) return 'Not on sale';
  const sale = typedSalePriceCents(values.price, percentage);
  return sale === undefined ? 'Enter a price to see the sale price' : `Sale price: ${formatCents(sale)}`;
}

function ActiveVendorNotice() {
  const user = useSignedInUser();
  if (!isStaff(user)) return null;
  if (user.activeVendor) {
    return (
      <Alert color="blue" title="Adding for the active vendor">
        Products are created for the active vendor, {user.activeVendor.displayName}.
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title="No active vendor">
      Products are created for the active vendor.{' '}
      <Anchor component={Link} to="/vendors">
        Choose an active vendor
      </Anchor>{' '}
      first.
    </Alert>
  );
}

interface ProductFormProps {
  /** The product being edited; without one, a new product is added. */
  product?: ProductDto;
}

const gstDefaultText = (gstFree: boolean) =>
  gstFree ? 'This category’s products are GST-free unless you untick it.' : 'Tick it if this product is GST-free.';

/** docs/product.md sections 2, 3 and 5: the add and edit product form. */
export function ProductForm({ product }: ProductFormProps) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionLabelId = useId();
  const descriptionErrorId = useId();
  const form = useForm<ProductFormValues>({
    initialValues: product ? productToFormValues(product) : emptyProductForm,
  });
  const initialDescription = product?.description ?? '';
  const [files, setFiles] = useState<File[]>([]);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const values = form.getValues();
  const { levels, chosenTitles } = useSubcategoryChain(values.category, values.subCategories);
  const isPickup = isPickupChain(chosenTitles);
  const categories = useQuery(allCategoriesQuery());
  const categoryGstFree =
    categories.data?.find((category) => category._id === values.category)?.gstFreeDefault ?? false;
  const savedImages = product?.images ?? [];
  const needsActiveVendor = !product && isStaff(user) && !user.activeVendor;
  // Whose shipping rates apply: staff act for the product's vendor (or the active one for a new product).
  const rateVendorId = isStaff(user) ? (product?.user ?? user.activeVendor?._id) : undefined;

  const focusFirstError = () => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (submitted: ProductFormValues) => {
    const validation = validateProductForm(submitted, isPickup);
    const errors = validation.ok ? {} : { ...validation.errors };
    const noImages = savedImages.length + files.length === 0;
    const noDescription = isBlankHtml(submitted.description);
    if (noImages) {
      alertDanger(CATALOGUE_MESSAGES.imagesRequired, ALERT_MS.normal);
      errors.images = CATALOGUE_MESSAGES.imagesRequired;
    }
    if (noDescription) {
      alertDanger(CATALOGUE_MESSAGES.descriptionRequired, ALERT_MS.normal);
      errors.description = CATALOGUE_MESSAGES.descriptionRequired;
    }
    const variantMessage = errors.variants;
    if (typeof variantMessage === 'string' && ALERTED_VARIANT_MESSAGES.includes(variantMessage)) {
      alertDanger(variantMessage, ALERT_MS.normal);
    }
    form.setErrors(errors);
    if (!validation.ok || noImages || noDescription) {
      focusFirstError();
      return;
    }

    setUploaded(0);
    try {
      const body = toProductBody(validation.product, files);
      if (product) {
        const saved = await updateProduct(product._id, user._id, body, setUploaded);
        if (saved.revision?.status === 'pending') {
          alertSuccess(CATALOGUE_MESSAGES.productUpdated, CATALOGUE_MESSAGES.changesWaitingHint, ALERT_MS.long);
        } else {
          alertSuccess(CATALOGUE_MESSAGES.productUpdated);
        }
        await navigate(`/product/${saved._id}`);
      } else {
        await addProduct(body, setUploaded);
        alertSuccess(CATALOGUE_MESSAGES.productAdded, CATALOGUE_MESSAGES.productAddedHint, ALERT_MS.long);
        await navigate('/product');
      }
    } catch (error) {
      form.setErrors(serverFieldErrors(error, SERVER_FIELDS));
      alertApiError(error);
      focusFirstError();
    } finally {
      setUploaded(null);
    }
  };

  const deleteSavedImage = async (image: ProductImageDto) => {
    if (!product) return;
    try {
      await deleteProductImage(product._id, user._id, image.imageId);
    } catch (error) {
      alertApiError(error);
    }
  };

  // Stable, so that typing elsewhere in the form does not re-render the (memoised) editor.
  const { setFieldValue } = form;
  const changeDescription = useCallback((html: string) => setFieldValue('description', html), [setFieldValue]);

  const saving = uploaded !== null;
  const uploadPercent = Math.round((uploaded ?? 0) * 100);

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        {!product && <ActiveVendorNotice />}

        <Fieldset legend="Category">
          <Stack gap="sm">
            <CategoryChainFields form={form} levels={levels} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Product details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Product name"
              required
              maxLength={200}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <NumberInput
              label="Price ($)"
              description={
                <FeeNote
                  price={values.price}
                  categoryId={values.subCategories.filter(Boolean).at(-1) || values.category || undefined}
                  vendorId={rateVendorId}
                />
              }
              required
              min={0}
              step={0.01}
              decimalScale={2}
              thousandSeparator=","
              key={form.key('price')}
              {...form.getInputProps('price')}
            />
            <NumberInput
              label="Quantity"
              description="Items in stock"
              required
              min={0}
              allowDecimal={false}
              key={form.key('stock')}
              {...form.getInputProps('stock')}
            />
            <Select
              label="Sales percentage"
              required
              allowDeselect={false}
              data={salePercentageOptions(product?.salesPercentage)}
              description={<SalePriceNote values={values} />}
              key={form.key('salesPercentage')}
              {...form.getInputProps('salesPercentage')}
            />
            {values.salesPercentage !== '0' && (
              <>
                <TextInput
                  type="datetime-local"
                  label="Sale starts"
                  description="Your device's time. Blank: from when you save"
                  key={form.key('saleStartsAt')}
                  {...form.getInputProps('saleStartsAt')}
                />
                <TextInput
                  type="datetime-local"
                  label="Sale ends"
                  description="Your device's time. Blank: until you end it"
                  key={form.key('saleEndsAt')}
                  {...form.getInputProps('saleEndsAt')}
                />
              </>
            )}
            <TextInput label="Brand" maxLength={100} key={form.key('brand')} {...form.getInputProps('brand')} />
            <TextInput
              label="Keywords"
              description="Words buyers may search for, separated by commas"
              maxLength={300}
              key={form.key('keywords')}
              {...form.getInputProps('keywords')}
            />
            <TextInput label="SKU" maxLength={64} key={form.key('SKU')} {...form.getInputProps('SKU')} />
            <NumberInput
              label="Low-stock threshold"
              description="Email me when an order leaves this many or fewer; blank uses your store's default"
              min={0}
              allowDecimal={false}
              key={form.key('lowStockThreshold')}
              {...form.getInputProps('lowStockThreshold')}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Short summary"
            required
            autosize
            minRows={2}
            maxLength={500}
            key={form.key('shortDetails')}
            {...form.getInputProps('shortDetails')}
          />
        </Fieldset>

        <Fieldset legend="GST">
          <Checkbox
            label="GST-free goods"
            description={
              values.gstFree === null
                ? `Basic food and other GST-free goods carry no GST on your tax invoices. ${gstDefaultText(categoryGstFree)}`
                : 'Basic food and other GST-free goods carry no GST on your tax invoices.'
            }
            checked={values.gstFree ?? categoryGstFree}
            onChange={(event) => form.setFieldValue('gstFree', event.currentTarget.checked)}
          />
        </Fieldset>

        <Fieldset legend="Variants">
          <Stack gap="sm">
            <Radio.Group label="Has variants" required key={form.key('v_options')} {...form.getInputProps('v_options')}>
              <Group mt="xs">
                <Radio value={String(VARIANT_OPTION.yes)} label="Yes" />
                <Radio value={String(VARIANT_OPTION.no)} label="No" />
              </Group>
            </Radio.Group>
            {values.v_options === String(VARIANT_OPTION.yes) && (
              <>
                <TextInput
                  label="Variant name"
                  description="What the variants differ by, e.g. Size"
                  required
                  maxLength={50}
                  key={form.key('variant_name')}
                  {...form.getInputProps('variant_name')}
                />
                <VariantsField form={form} />
              </>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend="Shipping">
          <ShippingFields form={form} isPickup={isPickup} rateVendorId={rateVendorId} forStaff={isStaff(user)} />
        </Fieldset>

        <Stack gap={4}>
          <Input.Label id={descriptionLabelId} required>
            Description
          </Input.Label>
          <Suspense
            fallback={
              <Center mih={160}>
                <Loader aria-label="Loading the description editor" />
              </Center>
            }
          >
            <RichTextField
              initialHtml={initialDescription}
              onChange={changeDescription}
              labelId={descriptionLabelId}
              errorId={form.errors.description ? descriptionErrorId : undefined}
              invalid={Boolean(form.errors.description)}
            />
          </Suspense>
          {form.errors.description && <Input.Error id={descriptionErrorId}>{form.errors.description}</Input.Error>}
        </Stack>

        <ProductImagesField
          existing={savedImages}
          onDeleteExisting={product ? deleteSavedImage : undefined}
          files={files}
          onFilesChange={(picked) => {
            setFiles(picked);
            form.clearFieldError('images');
          }}
          disabled={saving}
          error={typeof form.errors.images === 'string' ? form.errors.images : undefined}
        />

        {saving && (
          <Stack gap={4}>
            <Text size="sm" aria-hidden>
              Uploading… {uploadPercent}%
            </Text>
            <Progress value={uploadPercent} aria-label="Upload progress" animated />
          </Stack>
        )}

        <Group>
          <Button type="submit" loading={saving} disabled={needsActiveVendor}>
            {product ? 'Save product' : 'Add Product'}
          </Button>
          <Button variant="default" component={Link} to={product ? `/product/${product._id}` : '/product'}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
