import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu covers the Latin, Greek and Cyrillic letters vendors and buyers write names in (Yorùbá's
// dots and tones too); the PDF standard fonts stop at Windows-1252.
const require = createRequire(import.meta.url);
export const REGULAR_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface InvoiceColumn {
  label: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
}

/** What an invoice says; the layout is the same for every invoice the marketplace issues. */
export interface InvoiceContent {
  /** "Tax invoice", or "Invoice" when the supplier is not registered for GST. */
  title: string;
  supplier: { name: string; abn: string | null; lines?: string[] };
  recipient?: { heading: string; lines: string[] };
  /** Invoice number, date and the like. */
  facts: [string, string][];
  columns: InvoiceColumn[];
  rows: string[][];
  totals: [string, string][];
  notes: string[];
}

const MARGIN = 50;
const TEXT = '#1f2933';
const MUTED = '#4a5563';

/** 11 digits as the ABR writes an ABN: 51 824 753 556. */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\s/g, '');
  return digits.length === 11
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : abn;
}

/** Renders an invoice as an A4 PDF, the table continuing on as many pages as it needs. */
export function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${content.title} ${content.facts[0]?.[1] ?? ''}`.trim(), Author: content.supplier.name },
  });
  doc.registerFont('regular', REGULAR_FONT);
  doc.registerFont('bold', BOLD_FONT);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('bold').fontSize(20).fillColor(TEXT).text(content.title);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(content.supplier.name);
  doc.font('regular').fontSize(10);
  if (content.supplier.abn) doc.text(`ABN ${formatAbn(content.supplier.abn)}`);
  for (const line of content.supplier.lines ?? []) doc.text(line);
  doc.moveDown();
  for (const [label, value] of content.facts) {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  if (content.recipient) {
    doc.moveDown();
    doc.font('bold').text(content.recipient.heading);
    doc.font('regular');
    for (const line of content.recipient.lines) doc.text(line);
  }
  doc.moveDown();

  const totalShare = content.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = content.columns.map((column) => (column.width / totalShare) * width);
  const drawRow = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 6 }));
    const height = Math.max(...heights, 10) + 6;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      if (font === 'regular')
        drawRow(
          content.columns.map((column) => column.label),
          'bold',
        );
    }
    const top = doc.y;
    let left = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.fillColor(TEXT).text(cell, left + 3, top + 3, {
        width: cellWidth - 6,
        align: content.columns[index]?.align ?? 'left',
      });
      left += cellWidth;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor('#d0d5dd')
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    content.columns.map((column) => column.label),
    'bold',
  );
  for (const row of content.rows) drawRow(row, 'regular');

  doc.moveDown();
  for (const [label, value] of content.totals) {
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
  doc.moveDown();
  doc.font('regular').fontSize(9).fillColor(MUTED);
  for (const note of content.notes) doc.text(note, MARGIN, doc.y, { width });
  doc.end();
  return done;
}
