import { RedirectTableError } from './redirect-table-error.ts';
import type { RedirectRule } from './redirect-rule.ts';

const HEADER = ['from', 'to', 'code'] as const;
const STATUS_FORMAT = /^\d{3}$/;

/**
 * Reads `from,to,code` rows (RFC 4180 quoting, so a destination may hold a comma). Rows are
 * numbered as the lines of the file, header = row 1, so an error points at the line to edit;
 * a field may therefore not span lines. Blank lines are skipped.
 */
export function parseRedirectsCsv(text: string, source: string): RedirectRule[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = parseCsvLine(lines[0] ?? '', source, 1).map((field) => field.toLowerCase());
  if (header.join(',') !== HEADER.join(',')) {
    throw new RedirectTableError(source, 1, `the header must be "${HEADER.join(',')}"`);
  }
  const rules: RedirectRule[] = [];
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const row = index + 1;
    const fields = parseCsvLine(line, source, row);
    if (fields.length !== HEADER.length) {
      throw new RedirectTableError(source, row, `expected ${HEADER.length} fields (${HEADER.join(',')}), found ${fields.length}`);
    }
    const [from, to, code] = fields as [string, string, string];
    const missing = HEADER.find((_, column) => fields[column] === '');
    if (missing !== undefined) throw new RedirectTableError(source, row, `the "${missing}" field is empty`);
    if (!STATUS_FORMAT.test(code)) throw new RedirectTableError(source, row, `code "${code}" is not an HTTP status`);
    rules.push({ from, to, status: Number(code), row });
  }
  return rules;
}

function parseCsvLine(line: string, source: string, row: number): string[] {
  const fields: string[] = [];
  let position = 0;
  for (;;) {
    let field: string;
    while (line[position] === ' ' || line[position] === '\t') position++;
    if (line[position] === '"') {
      field = '';
      position++;
      for (;;) {
        const quote = line.indexOf('"', position);
        if (quote === -1) throw new RedirectTableError(source, row, 'a quoted field is not closed');
        field += line.slice(position, quote);
        position = quote + 1;
        if (line[position] !== '"') break;
        field += '"';
        position++;
      }
      while (line[position] === ' ' || line[position] === '\t') position++;
      if (position < line.length && line[position] !== ',') {
        throw new RedirectTableError(source, row, 'unexpected text after a quoted field');
      }
    } else {
      const comma = line.indexOf(',', position);
      const end = comma === -1 ? line.length : comma;
      field = line.slice(position, end).trim();
      position = end;
    }
    fields.push(field);
    if (position >= line.length) return fields;
    position++; // the comma
  }
}
