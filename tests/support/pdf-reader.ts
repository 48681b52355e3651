/**
 * Reads back what a PDF shows, for tests: its objects, its page count, the fonts it embeds and
 * the text of its content streams (inflated, and mapped from glyph codes to letters through each
 * font's ToUnicode map, as a viewer's copy-paste or a search engine does).
 */
import { inflateSync } from 'node:zlib';

export interface PdfReading {
  readonly version: string;
  readonly pageCount: number;
  /** The FontName of every embedded font, e.g. "BZJWPD+Archivo-Regular". */
  readonly fontNames: readonly string[];
  /** The text drawn, one entry per text-showing operator, in drawing order. */
  readonly textRuns: readonly string[];
}

interface PdfObject {
  readonly dictionary: string;
  readonly stream: Buffer | null;
}

function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const dataStart = start + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const raw = bytes.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A hex string's bytes: PDF allows white space inside (pdfkit writes a ligature's letters as `<0066 0069>`). */
function hexBytes(spaced: string): Buffer {
  const hex = spaced.replace(/\s+/g, '');
  return Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex');
}

/** Glyph code → text of a ToUnicode CMap (bfchar and bfrange entries, UTF-16BE targets). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => hexBytes(hex).swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, source, target] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(Number.parseInt(source!, 16), utf16(target!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, targets] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const first = Number.parseInt(low!, 16);
      const last = Number.parseInt(high!, 16);
      if (targets!.startsWith('[')) {
        [...targets!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, target], index) => map.set(first + index, utf16(target!)));
      } else {
        const start = hexBytes(targets!.slice(1, -1));
        for (let code = first; code <= last; code++) {
          const target = Buffer.from(start);
          target.writeUInt16BE(target.readUInt16BE(target.length - 2) + code - first, target.length - 2);
          map.set(code, target.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

export function readPdf(bytes: Buffer): PdfReading {
  const text = bytes.toString('latin1');
  const header = /^%PDF-(\d\.\d)/.exec(text);
  if (header === null) throw new Error('no %PDF header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF at the end');
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (text.slice(startxref, startxref + 4) !== 'xref') throw new Error('startxref does not point at the xref table');
  const objects = objectsOf(bytes);
  // Every object the xref table lists starts where it says.
  const xref = text.slice(startxref);
  const [, firstNumber] = /xref\s+(\d+) (\d+)/.exec(xref)!;
  [...xref.matchAll(/(\d{10}) (\d{5}) ([nf])/g)].forEach(([, offset, , kind], index) => {
    const number = Number(firstNumber) + index;
    if (kind === 'n' && !text.startsWith(`${number} 0 obj`, Number(offset))) throw new Error(`xref offset of object ${number} is wrong`);
  });

  const pagesObject = [...objects.values()].find((object) => /\/Type\s*\/Pages\b/.test(object.dictionary));
  const pageCount = Number(/\/Count (\d+)/.exec(pagesObject?.dictionary ?? '')?.[1] ?? 0);
  const fontNames = [...text.matchAll(/\/FontName \/([^\s/>]+)/g)].map((match) => match[1]!);

  const fontMaps = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, name, reference] of object.dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(reference));
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dictionary ?? '')?.[1];
      const cmap = toUnicode === undefined ? undefined : objects.get(Number(toUnicode))?.stream;
      if (cmap) fontMaps.set(name!, toUnicodeMap(cmap.toString('latin1')));
    }
  }
  const textRuns: string[] = [];
  for (const object of objects.values()) {
    if (object.stream === null || /\/(Type|Subtype|Length1)\b/.test(object.dictionary)) continue;
    const content = object.stream.toString('latin1');
    let codes: Map<number, string> | undefined;
    for (const operator of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (operator[1] !== undefined) {
        codes = fontMaps.get(operator[1]);
        continue;
      }
      const strings = operator[2] !== undefined ? [...operator[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((match) => match[1]!) : [operator[3]!];
      const decoded = strings
        .map((hex) => {
          const glyphs = hexBytes(hex);
          // pdfkit's embedded fonts use two-byte codes.
          return Array.from({ length: glyphs.length / 2 }, (_, index) => codes?.get(glyphs.readUInt16BE(index * 2)) ?? '\ufffd').join('');
        })
        .join('');
      textRuns.push(decoded);
    }
  }
  return { version: header[1]!, pageCount, fontNames, textRuns };
}

/** The text of a PDF as one string, runs joined by spaces and spaces collapsed: to look for a phrase. */
export function pdfText(reading: PdfReading): string {
  return reading.textRuns.join(' ').replace(/\s+/g, ' ');
}
