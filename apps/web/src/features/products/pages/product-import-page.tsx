import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMPORT_ACTION_LABELS,
  PRODUCT_IMPORT_FORMAT_LABELS,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductImportAction,
  type ProductImportReport,
} from '@soko/shared';
import { IconFileUpload, IconPhoto } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { byteStatus, ExportButton } from '../../../components/export-button.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { allCategoriesQuery } from '../../categories/index.ts';
import {
  applyProductImport,
  checkProductImport,
  downloadImportTemplate,
  type ImportChoice,
  productImportQuery,
} from '../api.ts';

/** Filled shades at WCAG AA contrast, as the approval badge's. */
/** A badge's words wrap on a narrow phone rather than push the table wider than the screen. */
const WRAPPING_BADGE = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' as const } };

const ACTION_COLORS: Record<ProductImportAction, string> = {
  create: 'blue.8',
  update: 'brand.7',
  revision: 'yellow.4',
  unchanged: 'gray.7',
  error: 'red.9',
};

/** Text a spreadsheet would run as a formula gets a leading apostrophe, as the server's exports do. */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report as a CSV to keep or to fix the file by: one line per error, one per product without. */
export function reportCsv(report: ProductImportReport): string {
  const lines = [['row', 'SKU', 'name', 'result', 'column', 'problem']];
  for (const entry of report.products) {
    const result = PRODUCT_IMPORT_ACTION_LABELS[entry.action];
    if (entry.errors.length === 0) lines.push([String(entry.row), entry.sku, entry.name, result, '', '']);
    for (const error of entry.errors) {
      lines.push([String(error.row), entry.sku, entry.name, result, error.column, error.message]);
    }
  }
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** How much of a file the header row is read from: far more than any header. */
const HEADER_BYTES = 64 * 1024;

/** A FileReader rather than `Blob.text()`, which the test DOM lacks. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * Whether the file's header row has Soko's category column: a platform's export has none, so the
 * screen asks for the category of its products before the check.
 */
export async function hasCategoryColumn(file: File): Promise<boolean> {
  const text = (await readText(file.slice(0, HEADER_BYTES))).replace(/^\uFEFF/, '');
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header
    .split(/[,;]/)
    .map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase())
    .includes('category');
}

/** Products the report says applying would create or change. */
const importable = (report: ProductImportReport) =>
  report.counts.create + report.counts.update + report.counts.revision;

function Summary({ report }: { report: ProductImportReport }) {
  const { counts } = report;
  return (
    <Group gap="xs" aria-label="Summary">
      {(Object.keys(counts) as ProductImportAction[]).map((action) => (
        <Badge
          key={action}
          color={ACTION_COLORS[action]}
          variant="filled"
          autoContrast
          size="lg"
          styles={WRAPPING_BADGE}
        >
          {PRODUCT_IMPORT_ACTION_LABELS[action]}: {counts[action]}
        </Badge>
      ))}
    </Group>
  );
}

function ReportTable({ report }: { report: ProductImportReport }) {
  return (
    <Table striped layout="fixed" aria-label="Import report">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>Row</Table.Th>
          <Table.Th>Product</Table.Th>
          <Table.Th>Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.products.map((entry) => (
          <Table.Tr key={`${entry.row}-${entry.sku}`}>
            <Table.Td>{entry.row}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm" fw={500}>
                {entry.sku || '(no SKU)'}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.name}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Badge
                color={ACTION_COLORS[entry.action]}
                variant="filled"
                autoContrast
                size="sm"
                styles={WRAPPING_BADGE}
              >
                {PRODUCT_IMPORT_ACTION_LABELS[entry.action]}
              </Badge>
              {entry.errors.map((error) => (
                <Text key={`${error.row}-${error.column}-${error.message}`} size="xs" c="red.9">
                  Row {error.row}, {error.column}: {error.message}
                </Text>
              ))}
              {entry.warnings?.map((warning) => (
                <Text key={`${warning.row}-${warning.column}-${warning.message}`} size="xs">
                  Note, row {warning.row}, {warning.column}: {warning.message}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** How the check read the file: as which platform's export, which columns it took and which it left. */
function FileLayout({ report }: { report: ProductImportReport }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Read as: <strong>{report.format ? PRODUCT_IMPORT_FORMAT_LABELS[report.format] : ''}</strong>
      </Text>
      {report.usedColumns && report.usedColumns.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Columns read: {report.usedColumns.join(', ')}
        </Text>
      )}
      {report.ignoredColumns && report.ignoredColumns.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Columns left aside: {report.ignoredColumns.join(', ')}
        </Text>
      )}
      {report.notes?.map((note) => (
        <Alert key={note} color="blue" variant="light">
          {note}
        </Alert>
      ))}
    </Stack>
  );
}

function ReportSection({ report, applied }: { report: ProductImportReport; applied: boolean }) {
  return (
    <Stack gap="sm">
      <Title order={2}>{applied ? 'Import result' : 'Check result'}</Title>
      <Summary report={report} />
      {report.format && <FileLayout report={report} />}
      {report.encoding === 'windows-1252' && (
        <Alert color="yellow" title="Read as Windows-1252">
          Your file is not UTF-8, so it was read as Excel's "CSV (Comma delimited)" saves it on Windows. Check that
          accented letters read right below; in Excel, "Save as" "CSV UTF-8" avoids the doubt.
        </Alert>
      )}
      {!applied && importable(report) === 0 && (
        <Alert color="red.9" variant="outline" title="Nothing would be imported">
          No product of the file can be imported as it is: fix the problems below and check the file again.
        </Alert>
      )}
      {!applied && report.counts.error > 0 && importable(report) > 0 && (
        <Alert color="yellow" title="Some rows have problems">
          Fix them in your spreadsheet and choose the file again, or apply the import: rows with problems are skipped.
        </Alert>
      )}
      {applied && (
        <Anchor component={Link} to="/product?approval=pending">
          See products waiting for approval
        </Anchor>
      )}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            saveFile(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' }), 'product-import-report.csv')
          }
        >
          Download report (CSV)
        </Button>
      </Group>
      <ReportTable report={report} />
    </Stack>
  );
}

const count = (value: number) => value.toLocaleString('en-AU');

/** An import being applied in the background: how far it is, then its report. */
function AppliedImport({ id }: { id: string }) {
  const { data: job, error } = useQuery(productImportQuery(id));
  const announced = useRef(false);
  useEffect(() => {
    if (job?.status !== 'done' || !job.report || announced.current) return;
    announced.current = true;
    const { counts } = job.report;
    alertSuccess(
      'Import applied',
      `${count(counts.create + counts.update + counts.revision)} products imported; ${count(counts.error)} not imported`,
    );
  }, [job]);
  if (error)
    return (
      <Alert color="red.9" title="The import cannot be shown">
        {error.message}
      </Alert>
    );
  if (!job) return <Text size="sm">Loading the import…</Text>;
  if (job.status === 'queued' || job.status === 'running') {
    return (
      <Stack gap={4} maw={480}>
        <Progress
          value={job.productCount > 0 ? (job.processed / job.productCount) * 100 : 0}
          aria-label="Import progress"
          size="sm"
        />
        <Text size="xs" role="status">
          {job.status === 'queued' && job.processed === 0
            ? 'Waiting to start…'
            : `Applying: ${count(job.processed)} of ${count(job.productCount)} products. You can leave this page; the import goes on.`}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {job.status === 'failed' && (
        <Alert color="red.9" variant="outline" title="The import stopped">
          {job.error}
        </Alert>
      )}
      {job.report && <ReportSection report={job.report} applied />}
    </Stack>
  );
}

/**
 * Products > Import (issue 29): check a CSV file (dry run), read the report, fix and check again,
 * then apply. Applying runs on the server in the background (issue 32); the page follows it by the
 * import's id, kept in the address so that a reload follows it still.
 */
export function ProductImportPage() {
  usePageTitle('Import products');
  const [searchParams, setSearchParams] = useSearchParams();
  const importId = searchParams.get('import');
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  /** Whether the chosen file's header row lacks Soko's category column (null while it is read). */
  const [needsCategory, setNeedsCategory] = useState<boolean | null>(null);
  const [defaultCategory, setDefaultCategory] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const [checkedReport, setCheckedReport] = useState<ProductImportReport | null>(null);
  const categories = useQuery({ ...allCategoriesQuery(), enabled: needsCategory === true });
  const check = useMutation({
    mutationFn: (chosen: ImportChoice) => checkProductImport(chosen, setSent),
    onMutate: () => setSent(0),
    onSuccess: setCheckedReport,
  });
  const apply = useMutation({
    mutationFn: (chosen: ImportChoice) => applyProductImport(chosen, setSent),
    onMutate: () => setSent(0),
    onSuccess: (job) => {
      setCheckedReport(null);
      setFile(null);
      setPhotos(null);
      setSearchParams({ import: job.id });
    },
    onError: (error) => alertApiError(error),
  });
  const sending = check.isPending || apply.isPending;
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setCheckedReport(null);
    check.reset();
    setNeedsCategory(null);
    if (chosen) void hasCategoryColumn(chosen).then((has) => setNeedsCategory(!has));
    if (chosen && importId) setSearchParams({});
  };
  const choice =
    file && needsCategory !== null && (!needsCategory || defaultCategory) ? { file, photos, defaultCategory } : null;
  // A file the server cannot read is said on the page, where it stays while the file is fixed.
  const checkErrors =
    check.error instanceof ApiError && check.error.errors.length > 0
      ? check.error.errors.map((error) => error.msg)
      : check.error
        ? ['The file could not be checked. Please try again.']
        : [];
  return (
    <Stack gap="md">
      <Title order={1}>Import products</Title>
      <Text>
        Import or update up to {PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows from a CSV file in the template,
        or from the product export of Shopify, WooCommerce or Etsy as it is. Products are matched by SKU. Check the file
        first: nothing changes until you apply it. New products wait for approval; changes to an approved product's
        name, description, category, images or a big price rise wait for review while it stays live.
      </Text>
      <Group align="flex-start" gap="sm">
        <ExportButton
          label="Download template"
          disabled={false}
          download={downloadImportTemplate}
          status={byteStatus('Downloading')}
          progressLabel="Template download progress"
        />
      </Group>
      <FileInput
        label="CSV file"
        description="Comma or semicolon separated, as a spreadsheet saves it"
        accept=".csv,text/csv"
        leftSection={<IconFileUpload size={16} aria-hidden />}
        value={file}
        onChange={choose}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        maw={480}
      />
      <FileInput
        label="Photos (optional)"
        description={`A ZIP of the photos the file names by file name, such as basket-front.jpg, rather than by web address: JPEG, PNG or WebP, up to ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB each`}
        accept=".zip,application/zip"
        leftSection={<IconPhoto size={16} aria-hidden />}
        value={photos}
        onChange={(chosen) => {
          setPhotos(chosen);
          setCheckedReport(null);
        }}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the photos' }}
        maw={480}
      />
      {needsCategory && (
        <Select
          label="Category for products without one"
          description="The file has no Soko category column (as a Shopify, WooCommerce or Etsy export): its products go in this category unless one names a Soko category. You can move each product later."
          placeholder="Choose a category"
          data={(categories.data ?? []).map((category) => ({ value: category._id, label: category.title }))}
          value={defaultCategory}
          onChange={(value) => {
            setDefaultCategory(value);
            setCheckedReport(null);
          }}
          required
          searchable
          maw={480}
        />
      )}
      <Group gap="sm">
        <Button disabled={!choice || sending} loading={check.isPending} onClick={() => choice && check.mutate(choice)}>
          Check file
        </Button>
        <Button
          disabled={!choice || !checkedReport || importable(checkedReport) === 0 || sending}
          loading={apply.isPending}
          onClick={() => choice && apply.mutate(choice)}
        >
          Apply import
        </Button>
      </Group>
      {sending && (
        <Stack gap={4} maw={480}>
          <Progress value={sent < 1 ? sent * 100 : 100} animated={sent >= 1} aria-label="Upload progress" size="sm" />
          <Text size="xs" role="status">
            {sent < 1
              ? `Sending the file… ${Math.round(sent * 100)}%`
              : check.isPending
                ? 'Checking every row…'
                : 'Starting the import…'}
          </Text>
        </Stack>
      )}
      {checkErrors.length > 0 && (
        <Alert color="red.9" variant="outline" title="The file cannot be checked" role="alert">
          {checkErrors.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
      {checkedReport && <ReportSection report={checkedReport} applied={false} />}
      {importId && !checkedReport && <AppliedImport key={importId} id={importId} />}
    </Stack>
  );
}
