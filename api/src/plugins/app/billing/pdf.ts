/**
 * A minimal PDF 1.4 writer: one A4 page of text in the standard Helvetica fonts, enough
 * for an invoice. Hand-written so the api needs no PDF library: the content stream is
 * left uncompressed (a few hundred bytes), the fonts are two of the 14 standard fonts
 * every reader has, and the cross-reference table is computed from the byte offsets.
 */

/** One run of text at a position in points from the bottom-left corner of the page. */
export interface PdfText {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly bold?: boolean;
  /** Font size in points (default 10). */
  readonly size?: number;
}

export interface PdfDocument {
  readonly title: string;
  readonly texts: readonly PdfText[];
  /** Stamped as the document's creation date. */
  readonly created: Date;
}

/** A4 in points. */
export const PAGE = { width: 595, height: 842 } as const;

/**
 * Text as WinAnsi bytes in a PDF literal string: Latin-1 characters map to themselves,
 * anything else becomes '?'; backslash and parentheses are escaped, control characters dropped.
 */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code < 0x20 || code === 0x7f) continue;
    else if (code <= 0xff) out += ch;
    else out += '?';
  }
  return `(${out})`;
}

const num = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function pdfDate(d: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}

/** The page's content stream: one BT/ET block per text run. */
function contentStream(texts: readonly PdfText[]): string {
  return texts
    .map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${num(t.size ?? 10)} Tf ${num(t.x)} ${num(t.y)} Td ${pdfString(t.text)} Tj ET`)
    .join('\n');
}

/** The document as bytes (Latin-1), starting with `%PDF-1.4` and ending with `%%EOF`. */
export function renderPdf(doc: PdfDocument): Buffer {
  const content = contentStream(doc.texts);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(doc.title)} /Producer (Story Portal api) /CreationDate (${pdfDate(doc.created)}) >>`,
  ];
  // The binary comment tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
