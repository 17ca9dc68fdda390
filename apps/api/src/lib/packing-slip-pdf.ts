import PDFDocument from 'pdfkit';
import { BOLD_FONT, REGULAR_FONT } from './invoice-pdf.ts';

/** What one packing slip says. */
export interface PackingSlip {
  storeName: string;
  /** Where the buyer sends a return: the vendor's address. */
  returnAddress: string[];
  orderNumber: number;
  /** The day of the sale, as people read it. */
  date: string;
  shipTo: string[];
  items: { name: string; variant: string; sku: string; qty: number; price?: string; total?: string }[];
  /** Subtotal, shipping and total, when the slip shows prices. */
  totals?: [string, string][];
}

/** The pick list of a batch: each product and variant once, with its quantity across the batch. */
export interface PickList {
  facts: [string, string][];
  lines: { sku: string; name: string; variant: string; qty: number }[];
}

interface Column {
  label: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
  /** An empty box to tick by hand. */
  checkbox?: boolean;
}

const MARGIN = 50;
const TEXT = '#1f2933';
const MUTED = '#4a5563';
const RULE = '#d0d5dd';
const BOX = 9;

type Doc = PDFKit.PDFDocument;

/** A table that continues on the next page with its header again, as the invoices' tables do. */
function drawTable(doc: Doc, columns: Column[], rows: string[][]): void {
  const width = doc.page.width - MARGIN * 2;
  const totalShare = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / totalShare) * width);
  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? 'bold' : 'regular').fontSize(9);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 }));
    const height = Math.max(...heights, BOX + 2) + 6;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      if (!header)
        drawRow(
          columns.map((column) => column.label),
          true,
        );
    }
    const top = doc.y;
    let left = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      const column = columns[index];
      if (column?.checkbox && !header) {
        doc
          .rect(left + 4, top + 3, BOX, BOX)
          .strokeColor(TEXT)
          .lineWidth(0.8)
          .stroke();
      } else {
        doc.fillColor(TEXT).text(cell, left + 3, top + 3, { width: cellWidth - 6, align: column?.align ?? 'left' });
      }
      left += cellWidth;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    columns.map((column) => column.label),
    true,
  );
  for (const row of rows) drawRow(row, false);
}

function facts(doc: Doc, pairs: [string, string][]): void {
  doc.fontSize(10);
  for (const [label, value] of pairs) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
}

function drawPickList(doc: Doc, list: PickList): void {
  doc.font('bold').fontSize(20).fillColor(TEXT).text('Pick list');
  doc.moveDown(0.5);
  facts(doc, list.facts);
  doc.moveDown();
  drawTable(
    doc,
    [
      { label: 'Picked', width: 1, checkbox: true },
      { label: 'SKU', width: 2.5 },
      { label: 'Item', width: 5 },
      { label: 'Variant', width: 2.5 },
      { label: 'Qty', width: 1, align: 'right' },
    ],
    list.lines.map((line) => ['', line.sku, line.name, line.variant, String(line.qty)]),
  );
}

function drawSlip(doc: Doc, slip: PackingSlip): void {
  const width = doc.page.width - MARGIN * 2;
  doc.font('bold').fontSize(20).fillColor(TEXT).text('Packing slip');
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(slip.storeName);
  doc.font('regular').fontSize(10).fillColor(MUTED);
  for (const line of slip.returnAddress) doc.text(line);
  doc.fillColor(TEXT).moveDown();
  facts(doc, [
    ['Order number', `#${slip.orderNumber}`],
    ['Date', slip.date],
  ]);
  doc.moveDown();
  doc.font('bold').fontSize(10).text('Ship to');
  doc.font('regular');
  for (const line of slip.shipTo) doc.text(line);
  doc.moveDown();
  const priced = slip.totals !== undefined;
  const columns: Column[] = [
    { label: 'Packed', width: 1.4, checkbox: true },
    { label: 'Item', width: priced ? 3.4 : 5 },
    { label: 'Variant', width: priced ? 1.8 : 2 },
    { label: 'SKU', width: 2.8 },
    { label: 'Qty', width: 1, align: 'right' },
    ...(priced
      ? [
          { label: 'Price', width: 1.6, align: 'right' as const },
          { label: 'Total', width: 1.7, align: 'right' as const },
        ]
      : []),
  ];
  drawTable(
    doc,
    columns,
    slip.items.map((item) => [
      '',
      item.name,
      item.variant,
      item.sku,
      String(item.qty),
      ...(priced ? [item.price ?? '', item.total ?? ''] : []),
    ]),
  );
  if (!slip.totals) return;
  doc.moveDown();
  for (const [label, value] of slip.totals) {
    if (doc.y + 20 > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(TEXT)
      .text(label, MARGIN, top, { width: width * 0.7, align: 'right' });
    doc.text(value, MARGIN + width * 0.7, top, { width: width * 0.3, align: 'right' });
    doc.x = MARGIN;
  }
}

/**
 * An A4 PDF of packing slips, each on its own pages, after the pick list when there is one. The
 * document is a stream: pdfkit writes each page out as the next begins, so the bytes of a big batch
 * are sent as they are made rather than held. `slips` may be read as the document is drawn.
 */
export function packingSlipsPdf(
  title: string,
  pickList: PickList | undefined,
  slips: AsyncIterable<PackingSlip> | Iterable<PackingSlip>,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, autoFirstPage: false, info: { Title: title } });
  doc.registerFont('regular', REGULAR_FONT);
  doc.registerFont('bold', BOLD_FONT);
  const draw = async () => {
    if (pickList) {
      doc.addPage();
      drawPickList(doc, pickList);
    }
    for await (const slip of slips) {
      doc.addPage();
      drawSlip(doc, slip);
      // Lets the pages drawn so far flow out before the next slip is drawn.
      await new Promise((resolve) => setImmediate(resolve));
    }
    doc.end();
  };
  draw().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
