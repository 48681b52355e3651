import type { Caracteristic, ProductItem } from '../../shared/api/contract.ts';
import { PdfPage, type PdfColor, wrap, writePdf } from './pdf.ts';

const MARGIN = 50;
const WIDTH = 495;

function rgb(hex: string): PdfColor {
  const value = Number.parseInt(hex, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export interface SheetProduct {
  name: string;
  reference: string;
  description: string;
  color: string;
  caracteristics: Record<string, Caracteristic>;
  items: Pick<ProductItem, 'reference' | 'ean13' | 'pack_size'>[];
}

/** The FICHES_QCE technical sheet of a product. */
export function technicalSheet(product: SheetProduct): Buffer {
  const page = new PdfPage();
  page.rect(0, 0, 595, 110, rgb(product.color));
  page.text(MARGIN, 45, 'TECHNICAL SHEET', { size: 10, bold: true, color: [255, 255, 255] });
  page.text(MARGIN, 75, product.name, { size: 22, bold: true, color: [255, 255, 255] });
  page.text(MARGIN, 97, `Reference ${product.reference}`, { size: 11, color: [255, 255, 255] });
  let y = 145;
  page.text(MARGIN, y, 'Description', { size: 13, bold: true });
  y += 20;
  for (const line of wrap(product.description, 10, WIDTH)) {
    page.text(MARGIN, y, line);
    y += 14;
  }
  y += 16;
  page.text(MARGIN, y, 'Characteristics', { size: 13, bold: true });
  y += 8;
  for (const [index, caracteristic] of Object.values(product.caracteristics).entries()) {
    y += 18;
    if (index % 2 === 0) page.rect(MARGIN - 4, y - 13, WIDTH + 8, 18, [242, 244, 247]);
    page.text(MARGIN, y, caracteristic.label, { bold: true });
    page.text(MARGIN + 200, y, `${caracteristic.value}${caracteristic.unit === null ? '' : ` ${caracteristic.unit}`}`);
  }
  y += 36;
  page.text(MARGIN, y, 'Packaging', { size: 13, bold: true });
  y += 22;
  page.text(MARGIN, y, 'Reference', { bold: true });
  page.text(MARGIN + 160, y, 'EAN-13', { bold: true });
  page.text(MARGIN + 320, y, 'Pack', { bold: true });
  for (const item of product.items) {
    y += 16;
    page.text(MARGIN, y, item.reference);
    page.text(MARGIN + 160, y, item.ean13);
    page.text(MARGIN + 320, y, `${item.pack_size} kg`);
  }
  page.text(MARGIN, 800, 'Apply between 5 and 30 °C on a clean, sound and dry support. Keep away from frost. Demo document.', { size: 8, color: [110, 110, 110] });
  return writePdf([page], `${product.name} technical sheet`);
}

/** A generic document (brochure, guide, worksheet, safety data sheet) titled after its file name. */
export function genericDocument(kind: string, slug: string): Buffer {
  const title = slug.replace(/^sds-/, 'Safety data sheet: ').replace(/-/g, ' ').replace(/^\w/, (char) => char.toUpperCase());
  const page = new PdfPage();
  page.rect(0, 0, 595, 90, [31, 95, 139]);
  page.text(MARGIN, 40, kind.toUpperCase(), { size: 10, bold: true, color: [255, 255, 255] });
  page.text(MARGIN, 70, title, { size: 20, bold: true, color: [255, 255, 255] });
  const body = [
    'This document belongs to the demonstration catalogue of a maker of wall fillers and plasters.',
    'Prepare the support: it must be clean, sound, dry and free of dust. Open cracks and remove loose material.',
    'Apply in thin coats and respect the drying times given on each product sheet before sanding or painting.',
    'Store products away from frost and heat. Close opened packs tightly.',
  ];
  let y = 130;
  for (const paragraph of body) {
    for (const line of wrap(paragraph, 11, WIDTH)) {
      page.text(MARGIN, y, line, { size: 11 });
      y += 16;
    }
    y += 10;
  }
  return writePdf([page], title);
}
