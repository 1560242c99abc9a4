/**
 * An invoice as a PDF (docs/api.md#invoices), made by pdfkit in DejaVu Sans: the PDF's standard
 * fonts have no rupee sign, DejaVu Sans has, and it comes from the npm registry with the rest, so
 * nothing is fetched at run time. The shop, the invoice's number and date, the order, the buyer,
 * the gift card, the amount with its taxes; a void invoice says VOID across it.
 *
 * Its texts come from the shop's data, which no one bounds: each is cut (fitted) before pdfkit
 * sees it, as pdfkit's cost grows much faster than the length of a word it must break.
 */
import PDFDocument from 'pdfkit';

import type { InvoiceDetails } from '../../../contract/invoices';

const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Who issues the invoices: the shop whose back-office this is. */
const SELLER = { name: 'Airlo Shop', note: 'Gift cards, travel eSIMs and device cover' };

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const LEFT = 50;
const AMOUNT_X = 380;
const AMOUNT_WIDTH = 165;
/** The labels' column, left of the amounts': a long gift card's name wraps within it. */
const LABEL_WIDTH = AMOUNT_X - LEFT - 15;

/** The most characters of one of the shop's texts shown: a few lines of the page at most. */
export const MOST_SHOWN = 200;

/** `text` as shown: cut to MOST_SHOWN characters, the last an ellipsis, when longer. */
export function fitted(text: string): string {
  // By code point, so that no character is cut in half.
  const characters = Array.from(text);
  return characters.length <= MOST_SHOWN
    ? text
    : `${characters.slice(0, MOST_SHOWN - 1).join('')}…`;
}

/** A line of the amounts' column: its label at the left, its amount at the right. */
function amountLine(doc: PDFKit.PDFDocument, label: string, amount: number, bold = false) {
  const y = doc.y;
  doc.font(bold ? 'Bold' : 'Regular').text(label, LEFT, y, { width: LABEL_WIDTH });
  const belowLabel = doc.y;
  doc.text(rupees.format(amount), AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(doc.y, belowLabel);
  doc.moveDown(0.4);
}

function heading(doc: PDFKit.PDFDocument, invoice: InvoiceDetails) {
  doc.font('Bold').fontSize(20).text(SELLER.name, LEFT, 50);
  doc.font('Regular').fontSize(10).fillColor('#555').text(SELLER.note);
  doc.fillColor('black').moveDown(1.5);
  doc.font('Bold').fontSize(16).text('Tax Invoice');
  doc.font('Regular').fontSize(11).moveDown(0.5);
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Invoice date: ${day(invoice.date)}`);
  doc.text(`Order ID: ${fitted(invoice.orderId)}`);
  doc.moveDown();
  doc.font('Bold').text('Billed to');
  doc.font('Regular').text(fitted(invoice.buyerName ?? 'N/A'));
  doc.text(fitted(invoice.buyerEmail ?? 'N/A'));
  doc.moveDown();
}

function amounts(doc: PDFKit.PDFDocument, invoice: InvoiceDetails) {
  doc.font('Bold').text('Item', LEFT, doc.y);
  doc.moveDown(0.4);
  amountLine(doc, fitted(invoice.giftCardName), invoice.amount);
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(AMOUNT_X + AMOUNT_WIDTH, doc.y)
    .stroke('#999');
  doc.moveDown(0.6);
  amountLine(doc, 'Taxable value', invoice.taxableValue);
  for (const tax of invoice.taxLines) amountLine(doc, `${tax.name} ${tax.rate}%`, tax.amount);
  amountLine(doc, 'Total (GST included)', invoice.amount, true);
  doc.moveDown();
  doc.font('Regular').fontSize(9).fillColor('#555');
  doc.text('Amounts in Indian rupees. GST at 18% is included in the price.', LEFT);
  doc.fillColor('black');
}

function voidMark(doc: PDFKit.PDFDocument, invoice: InvoiceDetails) {
  if (invoice.status !== 'Void') return;
  doc.font('Bold').fontSize(12).fillColor('#c62828').moveDown();
  const when = invoice.voidedAt ? ` on ${day(invoice.voidedAt)}` : '';
  const who = invoice.voidedBy ? ` by ${fitted(invoice.voidedBy)}` : '';
  doc.text(`This invoice was voided${when}${who}.`, LEFT);
  doc.save().rotate(-30, { origin: [300, 420] });
  doc.fontSize(120).fillOpacity(0.25).text('VOID', 120, 360, { lineBreak: false });
  doc.restore();
}

/** The invoice's PDF. */
export function invoicePdf(invoice: InvoiceDetails): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: REGULAR,
    info: { Title: `Invoice ${invoice.number}`, Author: SELLER.name },
  });
  doc.registerFont('Regular', REGULAR);
  doc.registerFont('Bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  heading(doc, invoice);
  amounts(doc, invoice);
  voidMark(doc, invoice);
  doc.end();
  return done;
}
