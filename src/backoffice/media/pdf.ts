/**
 * A minimal PDF 1.4 writer: A4 pages of Helvetica text and filled rectangles, which is all a
 * technical sheet needs. Text is WinAnsi-encoded; characters outside it are approximated.
 */

const A4 = { width: 595, height: 842 } as const;

export type PdfColor = readonly [number, number, number];

const replacements: Record<string, string> = { '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '≤': '<=', '≥': '>=' };

function encodeText(text: string): string {
  const latin1 = [...text].map((char) => replacements[char] ?? (char.charCodeAt(0) <= 255 ? char : '?')).join('');
  return latin1.replace(/[\\()]/g, (char) => `\\${char}`);
}

function color([r, g, b]: PdfColor): string {
  return `${(r / 255).toFixed(3)} ${(g / 255).toFixed(3)} ${(b / 255).toFixed(3)}`;
}

export class PdfPage {
  readonly #operations: string[] = [];

  text(x: number, y: number, text: string, options: { size?: number; bold?: boolean; color?: PdfColor } = {}): void {
    const font = options.bold ? 'F2' : 'F1';
    this.#operations.push(`BT ${color(options.color ?? [30, 30, 30])} rg /${font} ${options.size ?? 10} Tf ${x} ${A4.height - y} Td (${encodeText(text)}) Tj ET`);
  }

  rect(x: number, y: number, width: number, height: number, fill: PdfColor): void {
    this.#operations.push(`${color(fill)} rg ${x} ${A4.height - y - height} ${width} ${height} re f`);
  }

  content(): string {
    return this.#operations.join('\n');
  }
}

/** Greedy word wrap on an average Helvetica glyph width. */
export function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function writePdf(pages: PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 5;
  add(`<< /Type /Pages /Kids [${pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((page, index) => {
    const content = Buffer.from(page.content(), 'latin1');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`);
  });
  add(`<< /Title (${encodeText(title)}) /Producer (Wallfiller demo back office) >>`);
  const info = objects.length;

  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}
