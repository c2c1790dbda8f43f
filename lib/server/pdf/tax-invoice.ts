import 'server-only';
import { formatRupees } from '@/lib/consultations/services';
import { amountInWords } from '@/lib/invoices/amount-in-words';
import { CONSULTATION_SAC_DESCRIPTION } from '@/lib/invoices/sac';
import { findState, stateLabel } from '@/lib/invoices/states';
import type { TaxDocumentRow } from '../services/tax-documents';
import { paragraph, section, table } from './blocks';
import { contentWidth, finishReport, FONT, PDF_COLOR, startReport, type PdfDoc } from './document';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const rupees = (paise: number) => formatRupees(paise, { alwaysPaise: true });
const stateOf = (code: string) => {
  const state = findState(code);
  return state ? stateLabel(state) : code;
};
const percent = (bp: number) => `${bp / 100}%`;

/** Blocks side by side (seller | document details; the buyer alone), each a heading and its lines, the first line bold. */
function blocks(doc: PdfDoc, left: { title: string; lines: string[] }, right?: { title: string; lines: string[] }) {
  const x = doc.page.margins.left;
  const half = contentWidth(doc) / 2;
  const top = doc.y;
  const draw = (block: { title: string; lines: string[] }, at: number) => {
    doc.font(FONT.bold).fontSize(9).fillColor(PDF_COLOR.muted).text(block.title.toUpperCase(), at, top, { width: half - 12 });
    for (const [i, line] of block.lines.entries()) doc.font(i === 0 ? FONT.bold : FONT.regular).fontSize(10).fillColor(PDF_COLOR.text).text(line, at, doc.y, { width: half - 12 });
    return doc.y;
  };
  const bottom = Math.max(draw(left, x), right ? draw(right, x + half) : 0);
  doc.y = bottom + 8;
  doc.x = x;
}

/**
 * A GST tax invoice, or the credit note of a refund, as a one-page A4 PDF: the seller's name,
 * address, GSTIN and state; the document's number and date; the buyer and the place of supply;
 * the service with its SAC code, the taxable value, CGST + SGST or IGST, the total in figures and
 * in words. Everything printed comes from the stored document (it never changes once issued).
 */
export function renderTaxDocumentPdf({ document: d, invoice, bookingNumber }: { document: TaxDocumentRow; invoice: TaxDocumentRow | null; bookingNumber: string | null }): Promise<Buffer> {
  const isCredit = d.kind === 'credit-note';
  const doc = startReport({ title: isCredit ? 'Credit Note' : 'Tax Invoice', subtitle: isCredit ? 'Issued under section 34 of the CGST Act, 2017' : 'Original for recipient' });

  blocks(
    doc,
    { title: 'Supplier', lines: [d.sellerName, d.sellerAddress, `GSTIN: ${d.sellerGstin ?? 'not registered'}`, `State: ${stateOf(d.sellerState)}`] },
    {
      title: isCredit ? 'Credit note' : 'Invoice',
      lines: [
        `${isCredit ? 'Credit note' : 'Invoice'} no.: ${d.number}`,
        `Date: ${dateFormat.format(d.issuedAt)}`,
        ...(isCredit && invoice ? [`Against invoice: ${invoice.number} dated ${dateFormat.format(invoice.issuedAt)}`] : []),
        ...(bookingNumber ? [`Booking: ${bookingNumber}`] : []),
        `Place of supply: ${stateOf(d.placeOfSupply)}`,
        'Reverse charge: No',
      ],
    },
  );
  blocks(doc, { title: 'Billed to', lines: [d.buyerName, d.buyerMobile, `State: ${stateOf(d.placeOfSupply)}`] });

  const interState = d.igstPaise > 0 || d.placeOfSupply !== d.sellerState;
  const halfRate = percent(d.gstRateBp / 2);
  section(doc, isCredit ? 'Value credited' : 'Details of service');
  table(doc, {
    columns: [
      { header: '#', width: 22 },
      { header: 'Description' },
      { header: 'SAC', width: 52 },
      { header: 'Taxable value', width: 82, align: 'right' },
      ...(interState
        ? [{ header: `IGST ${percent(d.gstRateBp)}`, width: 74, align: 'right' as const }]
        : [
            { header: `CGST ${halfRate}`, width: 66, align: 'right' as const },
            { header: `SGST ${halfRate}`, width: 66, align: 'right' as const },
          ]),
      { header: 'Total', width: 78, align: 'right' },
    ],
    rows: [['1', `${d.description} (consultation)`, d.sac, rupees(d.taxablePaise), ...(interState ? [rupees(d.igstPaise)] : [rupees(d.cgstPaise), rupees(d.sgstPaise)]), rupees(d.totalPaise)]],
  });

  const x = doc.page.margins.left + contentWidth(doc) / 2;
  const totals: [string, string][] = [
    ['Taxable value', rupees(d.taxablePaise)],
    ...(interState
      ? ([[`IGST @ ${percent(d.gstRateBp)}`, rupees(d.igstPaise)]] as [string, string][])
      : ([
          [`CGST @ ${halfRate}`, rupees(d.cgstPaise)],
          [`SGST @ ${halfRate}`, rupees(d.sgstPaise)],
        ] as [string, string][])),
  ];
  const width = contentWidth(doc) / 2;
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text).text(label, x, y, { width: width - 90 });
    doc.text(value, x + width - 90, y, { width: 90, align: 'right' });
  }
  const y = doc.y + 3;
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.75).strokeColor(PDF_COLOR.accent).stroke();
  doc.font(FONT.bold).fontSize(11).text(isCredit ? 'Total credited' : 'Total (GST included)', x, y + 5, { width: width - 90 });
  doc.text(rupees(d.totalPaise), x + width - 90, y + 5, { width: 90, align: 'right' });
  doc.moveDown(0.8);
  doc.x = doc.page.margins.left;

  paragraph(doc, `Amount in words: ${amountInWords(d.totalPaise)}`);
  paragraph(doc, `SAC ${d.sac}: ${CONSULTATION_SAC_DESCRIPTION}. Prices include GST; the tax is ${interState ? 'IGST (inter-state supply)' : 'CGST and SGST (intra-state supply)'}.`, { muted: true, size: 8.5 });
  if (isCredit) paragraph(doc, 'This credit note reverses the invoice above in full: the payment was refunded.', { muted: true, size: 8.5 });
  doc.moveDown(1.5);
  doc.font(FONT.bold).fontSize(10).fillColor(PDF_COLOR.text).text(`For ${d.sellerName}`, doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'right' });
  doc.font(FONT.regular).fontSize(9).fillColor(PDF_COLOR.muted).text('Authorised signatory', { width: contentWidth(doc), align: 'right' });

  return finishReport(doc, { footer: 'This is a computer-generated document and needs no signature.' });
}
