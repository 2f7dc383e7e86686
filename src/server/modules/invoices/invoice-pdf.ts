import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIstDate } from '../../../shared/domain/time';
import { formatAmount } from '../../../shared/pricing/money';
import { paymentText } from '../../../shared/payments/payment-state';
import type { TaxInvoice } from '../../../shared/schemas/invoice';

/**
 * The tax invoice as a PDF (pdfkit). DejaVu Sans (from the dejavu-fonts-ttf package) is
 * embedded because the PDF standard fonts have no rupee sign; only the glyphs used are kept.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  if (!fonts) {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: fs.readFileSync(path.join(dir, 'DejaVuSans.ttf')),
      bold: fs.readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

const percent = (rate: number) => `${rate}%`;

const MARGIN = 48;
const PAGE_WIDTH = 595.28; // A4
const CONTENT = PAGE_WIDTH - MARGIN * 2;
/** Table columns: x offset and width within the content box. */
const COLUMNS = {
  index: { x: 0, w: 24 },
  description: { x: 24, w: 245 },
  sac: { x: 269, w: 70 },
  quantity: { x: 339, w: 40 },
  value: { x: 379, w: CONTENT - 379 },
};

export async function renderInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const issued = new Date(invoice.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.supplier.name, CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  // Heading and supplier.
  doc.font('bold').fontSize(18).text('Tax invoice', MARGIN, MARGIN);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(11).text(invoice.supplier.name);
  doc.font('regular').fontSize(9).text(invoice.supplier.address, { width: 300 });
  doc.text(`GSTIN: ${invoice.supplier.gstin}`);

  // Invoice facts, on the right of the supplier block.
  const factsTop = MARGIN + 30;
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date', formatIstDate(invoice.issuedAt)],
    ['Place of supply', invoice.placeOfSupply],
    ['Tax payable on reverse charge', invoice.reverseCharge ? 'Yes' : 'No'],
  ];
  facts.forEach(([label, value], i) => {
    const y = factsTop + i * 26;
    doc.font('regular').fontSize(8).fillColor('#555555').text(label, MARGIN + 330, y, { width: CONTENT - 330, align: 'right' });
    doc.font('bold').fontSize(10).fillColor('#000000').text(value, MARGIN + 330, y + 10, { width: CONTENT - 330, align: 'right' });
  });

  // Recipient.
  let y = Math.max(doc.y, factsTop + facts.length * 26) + 18;
  doc.font('regular').fontSize(8).fillColor('#555555').text('Billed to', MARGIN, y);
  doc.font('bold').fontSize(10).fillColor('#000000').text(invoice.recipient.name, MARGIN, y + 11);
  doc.font('regular').fontSize(9).text(`Service address: ${invoice.recipient.address}`, { width: CONTENT });

  // Lines.
  y = doc.y + 16;
  const row = (cells: Record<keyof typeof COLUMNS, string>, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9);
    let height = 0;
    for (const [key, col] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, { x: number; w: number }][]) {
      const align = key === 'value' || key === 'quantity' ? 'right' : 'left';
      doc.text(cells[key], MARGIN + col.x, y, { width: key === 'value' ? col.w : col.w - 6, align });
      height = Math.max(height, doc.heightOfString(cells[key], { width: col.w - 6 }));
    }
    y += height + 6;
    doc.moveTo(MARGIN, y - 3).lineTo(MARGIN + CONTENT, y - 3).strokeColor('#dddddd').lineWidth(0.5).stroke();
  };
  row({ index: '#', description: 'Description', sac: 'SAC', quantity: 'Qty', value: 'Taxable value' }, 'bold');
  invoice.lines.forEach((line, i) =>
    row({ index: String(i + 1), description: line.description, sac: line.sac, quantity: String(line.quantity), value: formatAmount(line.taxableValue) }, 'regular'),
  );

  // Totals.
  y += 6;
  const totals: [string, string, boolean][] = [
    ['Taxable value', formatAmount(invoice.taxableValue), false],
    [`CGST @ ${percent(invoice.cgstRate)}`, formatAmount(invoice.cgstAmount), false],
    [`SGST @ ${percent(invoice.sgstRate)}`, formatAmount(invoice.sgstAmount), false],
    ['Total', formatAmount(invoice.total), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, MARGIN + 250, y, { width: 150, align: 'right' });
    doc.text(value, MARGIN + 400, y, { width: CONTENT - 400, align: 'right' });
    y += strong ? 18 : 14;
  }
  if (invoice.payment) {
    doc.font('bold').fontSize(10).text(paymentText(invoice.payment), MARGIN + 250, y, { width: CONTENT - 250, align: 'right' });
    y += 16;
  }

  // Signature.
  y += 30;
  doc.font('regular').fontSize(9).text(`For ${invoice.supplier.name}`, MARGIN + 250, y, { width: CONTENT - 250, align: 'right' });
  doc.text('Authorised signatory', MARGIN + 250, y + 36, { width: CONTENT - 250, align: 'right' });
  doc
    .fontSize(7.5)
    .fillColor('#555555')
    .text(
      'Issued by the platform as the electronic commerce operator that collects the price of the service. This is a computer-generated invoice.',
      MARGIN,
      y + 70,
      { width: CONTENT },
    );
  doc.end();
  return done;
}
