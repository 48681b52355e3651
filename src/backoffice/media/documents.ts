/**
 * The printed documents of the back office, typeset with pdfkit in the site's typeface: a
 * product's technical data sheet (FICHES_QCE) in the page's language, and the other documents
 * (brochures, guides, worksheets, safety data sheets) in the same look.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Caracteristic, ProductItem } from '../../shared/kernel/api/contract.ts';
import { applicationSteps } from '../../shared/blocks/catalogue/application-steps-text.ts';
import { withUnit } from '../../shared/kernel/format/measure.ts';
import { documentIntl, documentTexts, type DocumentTexts } from '../i18n/document-texts.ts';
import { typefaceFiles, type LetterWeight } from './art/lettering.ts';
import { PICTO_CODES, pictoSvg } from './art/pictos.ts';

export interface SheetProduct {
  /** The language the sheet is written in: its texts below are in it where translated. */
  lang: string;
  name: string;
  reference: string;
  extract: string;
  description: string;
  /** The range's colour, hex without '#'. */
  color: string;
  form: 'powder' | 'paste';
  caracteristics: Record<string, Caracteristic>;
  pictograms: { code: string; title: string }[];
  items: Pick<ProductItem, 'reference' | 'ean13' | 'pack_size'>[];
  /** The day the product's data last changed (YYYY-MM-DD): the sheet's edition date. */
  updated: string;
}

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 36;
const FOOTER_TOP = PAGE.height - 44;
const BRAND = { blue: '#0e4c8a', orange: '#f5a623', ink: '#1e2a36', muted: '#4a5a6a', wash: '#f2f4f7', rule: '#d5dbe2' } as const;
const WEIGHTS: readonly LetterWeight[] = [400, 700, 800];
/** Pictograms are embedded as PNG at this width: sharp enough in print at the 28 pt they are set. */
const PICTOGRAM_PIXELS = 160;

/**
 * The pictograms as PNG, rendered once when the module loads (they are few and small), so the
 * documents stay synchronous and a document's size can be known the moment it is asked for.
 * They are flattened on the panel they sit on: pdfkit embeds an opaque PNG as it is, but decodes
 * one with transparency asynchronously.
 */
const pictogramImages: ReadonlyMap<string, Buffer> = new Map(
  await Promise.all(
    PICTO_CODES.map(
      async (code) => [code, await sharp(Buffer.from(pictoSvg(code)!)).resize(PICTOGRAM_PIXELS).flatten({ background: BRAND.wash }).png().toBuffer()] as const,
    ),
  ),
);

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  readonly weight?: LetterWeight;
  readonly size: number;
  readonly color?: string;
  readonly width?: number;
  readonly align?: 'left' | 'center' | 'right';
  readonly lineGap?: number;
  readonly tracking?: number;
}

const fontName = (weight: LetterWeight, subset: number) => `archivo-${weight}-${subset}`;

/**
 * The TrueType font inside a WOFF file: its tables inflated once. fontkit reads a WOFF font's
 * tables by inflating them again at every access, which made subsetting a sheet's fonts take
 * most of its time.
 */
function sfntOf(woff: Buffer): Buffer {
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressedLength, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + compressedLength);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressedLength < length ? inflateSync(stored) : stored };
  });
  const header = Buffer.alloc(12 + tableCount * 16);
  const entrySelector = Math.floor(Math.log2(tableCount));
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(2 ** entrySelector * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tableCount * 16 - 2 ** entrySelector * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    header.writeUInt32BE(table.tag, 12 + index * 16);
    header.writeUInt32BE(table.checksum, 16 + index * 16);
    header.writeUInt32BE(offset, 20 + index * 16);
    header.writeUInt32BE(table.data.length, 24 + index * 16);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

type GlyphRun = ReturnType<Font['layout']>;

/**
 * The font with its layouts (shaping: a third of a sheet's time) kept across documents, as the
 * sheets set the same words again and again. pdfkit scales the positions it is given in place,
 * so each call gets copies of them.
 */
function withSharedLayouts(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const shared = Object.create(font) as Font;
  shared.layout = ((text: string, ...options: unknown[]) => {
    if (options.length > 0 && options.some((option) => option !== undefined)) return (font.layout as (...args: unknown[]) => GlyphRun).call(shared, text, ...options);
    let run = runs.get(text);
    if (run === undefined) {
      run = font.layout.call(shared, text);
      runs.set(text, run);
    }
    const positions = run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    } as unknown as GlyphRun;
  }) as Font['layout'];
  return shared;
}

const parsedFonts = new Map<LetterWeight, readonly Font[]>();

/** The Archivo fonts of a weight (latin, latin-ext), parsed once for every document. */
function fontsOf(weight: LetterWeight): readonly Font[] {
  let fonts = parsedFonts.get(weight);
  if (fonts === undefined) {
    fonts = typefaceFiles(weight, 'woff').map((file) => withSharedLayouts(create(sfntOf(readFileSync(file))) as Font));
    parsedFonts.set(weight, fonts);
  }
  return fonts;
}

/**
 * The text as Archivo can set it: it has no narrow no-break space (U+202F), which French texts
 * carry before ; ! ? (the demo's frenchSpacing), and would draw a missing glyph's box; a no-break
 * space keeps the sign on its word's line as well.
 */
function inArchivo(text: string): string {
  return text.replace(/\u202F/g, '\u00A0');
}

/**
 * Sets `text` at (x, y) (its top) in Archivo: each run of characters in the subset file that has
 * them (latin, else latin-ext), so a subset is embedded only when its letters are used.
 * Returns the y under the text.
 */
function write(doc: Doc, text: string, x: number, y: number, style: TextStyle): number {
  const weight = style.weight ?? 400;
  const fonts = fontsOf(weight);
  const runs: { subset: number; text: string }[] = [];
  for (const character of inArchivo(text)) {
    const found = fonts.findIndex((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!));
    const subset = Math.max(found, 0);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += character;
    else runs.push({ subset, text: character });
  }
  doc.fillColor(style.color ?? BRAND.ink).fontSize(style.size);
  const options: PDFKit.Mixins.TextOptions = {
    lineGap: style.lineGap ?? 0,
    characterSpacing: (style.tracking ?? 0) * style.size,
    ...(style.width === undefined ? { lineBreak: false } : { width: style.width, align: style.align ?? 'left' }),
  };
  runs.forEach((run, index) => {
    doc.font(fontName(weight, run.subset));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { ...options, continued });
  });
  return doc.y;
}

/** The height `text` takes set in `style` at its width (latin metrics: the subsets share them). */
function heightOf(doc: Doc, text: string, style: TextStyle): number {
  doc.font(fontName(style.weight ?? 400, 0)).fontSize(style.size);
  return doc.heightOfString(inArchivo(text), { width: style.width, lineGap: style.lineGap ?? 0, characterSpacing: (style.tracking ?? 0) * style.size });
}

function widthOf(doc: Doc, text: string, style: TextStyle): number {
  doc.font(fontName(style.weight ?? 400, 0)).fontSize(style.size);
  return doc.widthOfString(inArchivo(text), { characterSpacing: (style.tracking ?? 0) * style.size });
}

function newDocument(title: string, subject: string, lang: string, date: Date): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    lang,
    displayTitle: true,
    // Dated by the data, not the clock: the same data typesets the same bytes.
    info: { Title: title, Subject: subject, Author: 'Filler & Plaster Co.', Creator: 'Filler & Plaster Co. back office', CreationDate: date, ModDate: date },
  });
  // pdfkit takes a parsed fontkit font as well as a file (its type declarations lag behind).
  for (const weight of WEIGHTS) fontsOf(weight).forEach((font, subset) => doc.registerFont(fontName(weight, subset), font as unknown as PDFKit.Mixins.PDFFontSource));
  return doc;
}

/** The bytes of a finished document: pdfkit writes into the stream's buffer as it goes, so they are all there once it ends. */
function finish(doc: Doc): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk: Buffer | null = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The brand's logo (client/static/logo.svg, static/fr/logo.svg in French), drawn at `height` points high with the tagline in the document's language. */
function drawLogo(doc: Doc, x: number, y: number, height: number, tagline: string): void {
  const scale = height / 48;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, 48, 48, 8).fill(BRAND.blue);
  doc.polygon([10, 34], [24, 12], [38, 34]).fill(BRAND.orange);
  doc.rect(14, 30, 20, 6).fill('#ffffff');
  doc.restore();
  // The SVG stretches the name over 118 units; tracking does the same here.
  const nameStyle = { weight: 700, size: 15 * scale, color: BRAND.blue } as const;
  const name = 'Filler & Plaster';
  const tracking = (118 * scale - widthOf(doc, name, nameStyle)) / (name.length - 1) / nameStyle.size;
  write(doc, name, x + 58 * scale, y + 9 * scale, { ...nameStyle, tracking });
  write(doc, tagline, x + 58 * scale, y + 27.5 * scale, { size: 12 * scale, color: BRAND.muted });
}

function relativeLuminance(hex: string): number {
  const channels = [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on the range's colour when it reads (WCAG contrast ≥ 4.5), else ink. */
function textOn(hex: string): string {
  return 1.05 / (relativeLuminance(hex) + 0.05) >= 4.5 ? '#ffffff' : BRAND.ink;
}

function sectionHeading(doc: Doc, text: string, x: number, y: number, accent: string): number {
  write(doc, text.toUpperCase(), x, y, { weight: 800, size: 9.5, color: BRAND.blue, tracking: 0.06 });
  doc.rect(x, y + 14, 22, 2).fill(accent);
  return y + 24;
}

/**
 * An EAN-13 barcode with its human-readable digits, `width` points wide (quiet zones included,
 * about 18 points tall at 100 wide), drawn as vectors from bwip-js's symbol: its bars are stroked
 * paths, its digits filled ones, scaled alike in both directions so the digits keep their shape.
 */
function drawBarcode(doc: Doc, ean13: string, x: number, y: number, width: number): void {
  const svg = bwipjs.toSVG({ bcid: 'ean13', text: ean13, includetext: true, guardwhitespace: true, height: 4, scale: 1 });
  const viewWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)![1]);
  doc.save();
  doc.translate(x, y).scale(width / viewWidth);
  for (const [, attributes] of svg.matchAll(/<path ([^>]*)\/>/g)) {
    const path = /\bd="([^"]+)"/.exec(attributes!)![1]!;
    const stroke = /stroke-width="([\d.]+)"/.exec(attributes!);
    if (stroke === null) doc.path(path).fill(BRAND.ink);
    else doc.path(path).lineWidth(Number(stroke[1])).stroke(BRAND.ink);
  }
  doc.restore();
}

function formatValue(caracteristic: Caracteristic, intl: ReturnType<typeof documentIntl>): string {
  const numeric = caracteristic.values.length > 0 && caracteristic.values.every((value) => /^-?\d+(\.\d+)?$/.test(value));
  const value = numeric ? caracteristic.values.map((value) => intl.formatNumber(Number(value))).join(', ') : caracteristic.value;
  return caracteristic.unit === null ? value : withUnit(value, caracteristic.unit);
}

/** Footer of every page: the demo notice, the edition date and the page number. */
function drawFooters(doc: Doc, texts: DocumentTexts, dateLine: string | null): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.rect(MARGIN, FOOTER_TOP, PAGE.width - 2 * MARGIN, 0.6).fill(BRAND.rule);
    const style = { size: 7, color: BRAND.muted } as const;
    write(doc, `Filler & Plaster Co. · ${texts.demoNotice}`, MARGIN, FOOTER_TOP + 8, { ...style, width: 340 });
    const right = [dateLine, texts.page(index - start + 1, count)].filter((line) => line !== null).join('  ·  ');
    write(doc, right, PAGE.width - MARGIN - 180, FOOTER_TOP + 8, { ...style, width: 180, align: 'right' });
  }
}

/** Starts a new page when `needed` points do not fit above the footer; returns the y to go on at. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= FOOTER_TOP - 8) return y;
  doc.addPage();
  return MARGIN + 8;
}

/** Logo at the left, the document's kind and reference at the right; returns the y under it. */
function drawHeader(doc: Doc, texts: DocumentTexts, kind: string, lines: readonly string[]): number {
  drawLogo(doc, MARGIN, 30, 40, texts.tagline);
  const right = PAGE.width - MARGIN;
  const kindStyle = { weight: 800, size: 9, color: BRAND.blue, tracking: 0.08 } as const;
  write(doc, kind.toUpperCase(), right - 260, 32, { ...kindStyle, width: 260, align: 'right' });
  lines.forEach((line, index) =>
    write(doc, line, right - 260, 47 + index * 12, { weight: index === 0 ? 700 : 400, size: index === 0 ? 10 : 8, color: index === 0 ? BRAND.ink : BRAND.muted, width: 260, align: 'right' }),
  );
  return 84;
}

/** The band of the title, full bleed in the given colour; returns the y under it. */
function drawTitleBand(doc: Doc, y: number, color: string, title: string, subtitle: string): number {
  const width = PAGE.width - 2 * MARGIN;
  const titleStyle = { weight: 800, size: 24, width, lineGap: -2 } as const;
  const subtitleStyle = { size: 10, width, lineGap: 1.5 } as const;
  const height = 15 + heightOf(doc, title, titleStyle) + 5 + heightOf(doc, subtitle, subtitleStyle) + 15;
  doc.rect(0, y, PAGE.width, height).fill(`#${color}`);
  doc.rect(0, y + height, PAGE.width, 3).fill(BRAND.orange);
  const ink = textOn(color);
  const under = write(doc, title, MARGIN, y + 15, { ...titleStyle, color: ink });
  write(doc, subtitle, MARGIN, under + 5, { ...subtitleStyle, color: ink });
  return y + height + 3;
}

/** The product's technical data sheet (FICHES_QCE) in its language, as a PDF. */
export function technicalSheet(product: SheetProduct): Buffer {
  const texts = documentTexts(product.lang);
  const intl = documentIntl(product.lang);
  const date = new Date(`${product.updated}T00:00:00Z`);
  const dateText = intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' });
  const accent = `#${product.color}`;
  const doc = newDocument(`${product.name} — ${texts.technicalSheet}`, product.extract, product.lang, date);

  let y = drawHeader(doc, texts, texts.technicalSheet, [`${texts.reference} ${product.reference}`, texts.dated(dateText)]);
  y = drawTitleBand(doc, y + 4, product.color, product.name, product.extract) + 20;

  // Two columns: description and characteristics at the left, pictograms and packs at the right.
  const leftWidth = 338;
  const rightX = MARGIN + leftWidth + 22;
  const rightWidth = PAGE.width - MARGIN - rightX;
  const top = y;

  let left = sectionHeading(doc, texts.description, MARGIN, top, accent);
  left = write(doc, product.description, MARGIN, left, { size: 9.5, width: leftWidth, lineGap: 2 }) + 14;
  left = sectionHeading(doc, texts.characteristics, MARGIN, left, accent);
  const labelWidth = 128;
  Object.values(product.caracteristics).forEach((caracteristic, index) => {
    const value = formatValue(caracteristic, intl);
    const valueWidth = leftWidth - labelWidth - 16;
    const rowHeight = Math.max(heightOf(doc, caracteristic.label, { weight: 700, size: 8.5, width: labelWidth }), heightOf(doc, value, { size: 8.5, width: valueWidth })) + 7;
    if (index % 2 === 0) doc.rect(MARGIN, left, leftWidth, rowHeight).fill(BRAND.wash);
    write(doc, caracteristic.label, MARGIN + 6, left + 4, { weight: 700, size: 8.5, width: labelWidth });
    write(doc, value, MARGIN + labelWidth + 10, left + 4, { size: 8.5, width: valueWidth });
    left += rowHeight;
  });
  doc.rect(MARGIN, left, leftWidth, 0.8).fill(accent);
  left += 0.8;

  // The right column, on a tinted panel: pictograms four by row, then each pack with its barcode.
  const panelPadding = 12;
  const innerX = rightX + panelPadding;
  const innerWidth = rightWidth - 2 * panelPadding;
  const pictogramsByRow = 4;
  const pictogramRows = Math.ceil(product.pictograms.length / pictogramsByRow);
  const [pictogramRow, packRow] = [50, 50];
  const panelHeight = panelPadding + pictogramRows * pictogramRow + 4 + 24 + 12 + product.items.length * packRow;
  doc.rect(rightX, top - 4, rightWidth, panelHeight).fill(BRAND.wash);
  doc.rect(rightX, top - 4, rightWidth, 3).fill(accent);
  const cell = innerWidth / pictogramsByRow;
  product.pictograms.forEach((pictogram, index) => {
    const image = pictogramImages.get(pictogram.code);
    const row = Math.floor(index / pictogramsByRow);
    // A row short of pictograms is centred.
    const inRow = Math.min(pictogramsByRow, product.pictograms.length - row * pictogramsByRow);
    const cellX = innerX + ((pictogramsByRow - inRow) * cell) / 2 + (index % pictogramsByRow) * cell;
    const cellY = top + panelPadding + row * pictogramRow;
    if (image !== undefined) doc.image(image, cellX + (cell - 28) / 2, cellY, { width: 28, height: 28 });
    write(doc, pictogram.title, cellX - 2, cellY + 31, { weight: 700, size: 6, width: cell + 4, align: 'center', color: BRAND.muted });
  });
  let right = sectionHeading(doc, texts.packaging, innerX, top + panelPadding + pictogramRows * pictogramRow + 4, accent);
  const captionStyle = { weight: 700, size: 6, color: BRAND.muted, tracking: 0.06, width: innerWidth } as const;
  write(doc, texts.netWeight.toUpperCase(), innerX, right, captionStyle);
  write(doc, texts.reference.toUpperCase(), innerX, right, { ...captionStyle, align: 'right' });
  right += 12;
  for (const item of product.items) {
    write(doc, withUnit(intl.formatNumber(item.pack_size), 'kg'), innerX, right, { weight: 800, size: 12 });
    write(doc, item.reference, innerX, right + 2.5, { size: 8, color: BRAND.muted, width: innerWidth, align: 'right' });
    write(doc, `${texts.ean} ${item.ean13}`, innerX, right + 16, { size: 7, color: BRAND.muted });
    drawBarcode(doc, item.ean13, innerX - 4, right + 24, 100);
    right += packRow;
  }
  y = Math.max(left, top - 4 + panelHeight) + 18;

  const steps = applicationSteps(product.caracteristics, intl);
  if (steps.length > 0) {
    const gap = 14;
    const columnWidth = (PAGE.width - 2 * MARGIN - gap * (steps.length - 1)) / steps.length;
    const textStyle = { size: 8.3, width: columnWidth, lineGap: 1.4 } as const;
    const textHeight = Math.max(...steps.map((step) => heightOf(doc, step.text, textStyle)));
    y = room(doc, y, 26 + 22 + textHeight);
    y = sectionHeading(doc, texts.applicationSteps, MARGIN, y, accent) + 2;
    steps.forEach((step, index) => {
      const x = MARGIN + index * (columnWidth + gap);
      doc.circle(x + 9, y + 9, 9).fill(accent);
      const number = String(index + 1);
      const numberStyle = { weight: 800, size: 10, color: textOn(product.color) } as const;
      write(doc, number, x + 9 - widthOf(doc, number, numberStyle) / 2, y + 3.5, numberStyle);
      write(doc, step.title, x + 24, y + 4, { weight: 700, size: 10, width: columnWidth - 24 });
      write(doc, step.text, x, y + 22, textStyle);
    });
    y += 22 + textHeight + 16;
  }

  // Safety notes in two columns, each note going to the shorter one.
  const notes = [...texts.safetyNotes, ...texts.formSafetyNotes[product.form]];
  const columnGap = 20;
  const noteStyle = { size: 8, width: (PAGE.width - 2 * MARGIN - 34 - 14 - columnGap) / 2, lineGap: 1.5 } as const;
  const columns: { notes: string[]; height: number }[] = [
    { notes: [], height: 0 },
    { notes: [], height: 0 },
  ];
  for (const note of notes) {
    const column = columns[0]!.height <= columns[1]!.height ? columns[0]! : columns[1]!;
    column.notes.push(note);
    column.height += heightOf(doc, note, noteStyle) + 4;
  }
  const boxHeight = Math.max(...columns.map((column) => column.height)) + 36;
  y = room(doc, y, boxHeight);
  doc.rect(MARGIN, y, PAGE.width - 2 * MARGIN, boxHeight).fill('#fff6e5');
  doc.rect(MARGIN, y, 3, boxHeight).fill(BRAND.orange);
  // A warning triangle before the heading.
  doc.polygon([MARGIN + 14, y + 24], [MARGIN + 22, y + 10], [MARGIN + 30, y + 24]).lineJoin('round').lineWidth(1.6).stroke(BRAND.ink);
  doc.rect(MARGIN + 21.3, y + 14.5, 1.4, 5).fill(BRAND.ink);
  doc.rect(MARGIN + 21.3, y + 20.6, 1.4, 1.4).fill(BRAND.ink);
  write(doc, texts.safety.toUpperCase(), MARGIN + 38, y + 13, { weight: 800, size: 9.5, color: BRAND.ink, tracking: 0.06 });
  columns.forEach((column, index) => {
    const x = MARGIN + 34 + index * (noteStyle.width + columnGap);
    let noteY = y + 32;
    for (const note of column.notes) {
      doc.circle(x - 8, noteY + 4.5, 1.6).fill(BRAND.orange);
      noteY = write(doc, note, x, noteY, noteStyle) + 4;
    }
  });

  drawFooters(doc, texts, texts.dated(dateText));
  return finish(doc);
}

const documentKinds = {
  'sds-': { kind: 'Safety data sheet', sections: ['Hazards', 'Handling and storage', 'Exposure controls and personal protection', 'First aid'] },
  worksheet: { kind: 'Worksheet', sections: ['Tools and products', 'Preparing the support', 'Step by step', 'Finishing'] },
  document: { kind: 'Document', sections: ['About this document', 'Preparing the support', 'Applying the products', 'Storage'] },
} as const;

const sectionTexts: Readonly<Record<string, string>> = {
  Hazards:
    'The powder is not classified as hazardous, but its dust irritates the eyes and the airways. Mixed with water it is slightly alkaline: avoid long contact with the skin.',
  'Handling and storage': 'Open and pour the bag gently to limit dust. Store in the closed bag in a dry place, off the ground and away from frost, for up to 12 months.',
  'Exposure controls and personal protection':
    'Work in a ventilated room. Wear an FFP2 mask when mixing and sanding, safety glasses, and gloves for long work.',
  'First aid':
    'Eyes: rinse at once with plenty of water for 15 minutes, eyelids open; see a doctor if the irritation lasts. Skin: wash with soap and water. Inhaled: go out into fresh air.',
  'Tools and products': 'A filling knife and a broad knife, a mixing trough, a sanding block with 120 grit paper, a sponge and the products named on the worksheet.',
  'Preparing the support': 'The support must be clean, sound, dry and free of dust. Open cracks in a V, remove loose material and prime powdery or very absorbent supports.',
  'Step by step': 'Fill in thin coats and let each dry before the next. Respect the drying times given on each product’s technical sheet before sanding or painting.',
  Finishing: 'Sand lightly, dust off, then paint or paper the wall once the filler is fully dry.',
  'About this document': 'This document belongs to the demonstration catalogue of a maker of wall fillers and plasters; its figures are examples.',
  'Applying the products': 'Apply in thin coats and respect the drying times given on each product sheet before sanding or painting.',
  Storage: 'Store products away from frost and heat. Close opened packs tightly.',
};

/**
 * A document (brochure, guide, worksheet, safety data sheet) titled after its file name. The data
 * names one file per document, whatever the language it is linked from, so it is written in the
 * base language, English.
 */
export function genericDocument(folder: 'document' | 'worksheet', slug: string): Buffer {
  const kind = slug.startsWith('sds-') ? documentKinds['sds-'] : documentKinds[folder];
  const title = slug.replace(/^sds-/, '').replace(/-/g, ' ').replace(/^\w/, (char) => char.toUpperCase());
  const texts = documentTexts('en');
  const doc = newDocument(`${title} — ${kind.kind}`, kind.kind, 'en', new Date('2024-01-15T00:00:00Z'));
  let y = drawHeader(doc, texts, kind.kind, []);
  y = drawTitleBand(doc, y + 4, '0e4c8a', title, `Filler & Plaster Co. · ${texts.tagline}`) + 26;
  for (const section of kind.sections) {
    y = sectionHeading(doc, section, MARGIN, y, BRAND.orange);
    y = write(doc, sectionTexts[section]!, MARGIN, y, { size: 10, width: PAGE.width - 2 * MARGIN, lineGap: 3 }) + 18;
  }
  drawFooters(doc, texts, null);
  return finish(doc);
}
