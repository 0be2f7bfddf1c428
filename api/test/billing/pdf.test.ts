import { invoicePdf } from '../../src/plugins/app/billing/invoice-pdf';
import { pdfString, renderPdf } from '../../src/plugins/app/billing/pdf';
import type { Invoice } from '../../src/plugins/app/billing';

const invoice: Invoice = {
  id: 'in_test',
  number: 'ABCD1234-0007',
  customer: 'cus_test',
  subscription: 'sub_test',
  status: 'paid',
  currency: 'aud',
  subtotal: 16000,
  tax: 1600,
  total: 17600,
  amount_due: 17600,
  amount_paid: 17600,
  period_start: Date.UTC(2030, 0, 31, 10) / 1000,
  period_end: Date.UTC(2030, 1, 28, 10) / 1000,
  created: Date.UTC(2030, 0, 31, 10) / 1000,
  paid_at: Date.UTC(2030, 0, 31, 10) / 1000,
  lines: {
    data: [{ description: '1 × Pro (at $160.00 / month)', amount: 16000, price: 'price_pro_monthly', period: { start: 1895392800, end: 1897812000 } }],
  },
};

/** Every object the xref table lists starts exactly at its offset. */
function expectValidXref(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  // Each xref line is 20 bytes, as the format requires.
  expect(entries.every((e) => Buffer.byteLength(`${e}\n`, 'latin1') === 20)).toBe(true);
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('minimal PDF writer', () => {
  it('escapes literal strings and keeps to WinAnsi', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('1 × Pro')).toBe('(1 × Pro)');
    expect(pdfString('emoji 😀 and €')).toBe('(emoji ? and ?)');
    expect(pdfString('line\nbreak')).toBe('(linebreak)');
  });

  it('writes a well-formed one-page document', () => {
    const bytes = renderPdf({ title: 'T', texts: [{ x: 50, y: 700, text: 'Hello (world)', bold: true, size: 14 }], created: new Date(0) });
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('/Type /Catalog');
    expect(text).toContain('/Count 1');
    expect(text).toContain('BT /F2 14 Tf 50 700 Td (Hello \\(world\\)) Tj ET');
    expect(text).toContain('/CreationDate (D:19700101000000Z)');
    expectValidXref(bytes);
  });

  it('renders an invoice with its number, lines, GST, totals and customer', () => {
    const bytes = invoicePdf(invoice, { name: 'Priya Patel', company: 'Coastal FC', email: 'pro@demo.test', country: 'Australia' });
    const text = bytes.toString('latin1');
    for (const expected of [
      '(Tax invoice)',
      '(Invoice number: ABCD1234-0007)',
      '(Date of issue: 31 January 2030)',
      '(Status: Paid on 31 January 2030)',
      '(Priya Patel)',
      '(Coastal FC)',
      '(1 × Pro \\(at $160.00 / month\\))',
      '($160.00 AUD)',
      '(GST \\(10%\\))',
      '($16.00 AUD)',
      '($176.00 AUD)',
      '($0.00 AUD)',
    ]) {
      expect(text).toContain(expected);
    }
    expectValidXref(bytes);
    const open = invoicePdf({ ...invoice, tax: 0, total: 16000, amount_due: 16000, amount_paid: 0, status: 'open', paid_at: null }, {
      name: 'A B',
      company: '',
      email: 'a@b.test',
      country: 'New Zealand',
    }).toString('latin1');
    expect(open).toContain('(Invoice)');
    expect(open).toContain('(Status: Open)');
    expect(open).not.toContain('GST');
  });
});
