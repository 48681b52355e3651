import { BinaryBitmap, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { inflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { ean13 } from '../../../src/backoffice/demo/data/barcodes.ts';
import { packBarcodeHints } from '../../../src/shared/features/scan-modal/pack-barcode-formats.ts';
import { drawEan13, ean13Modules, toPng, toY4m, type GreyImage } from './ean13-drawing.ts';

function decode(image: GreyImage): string {
  const reader = new MultiFormatReader();
  reader.setHints(packBarcodeHints());
  const luminance = new RGBLuminanceSource(new Uint8ClampedArray(image.pixels), image.width, image.height);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(luminance))).getText();
}

test('the modules of a known EAN-13 match its printed pattern', () => {
  // 4006381333931, a textbook example: first digit 4 gives the parity LGLLGG.
  const modules = ean13Modules('4006381333931');
  expect(modules).toHaveLength(95);
  expect(modules.slice(0, 3)).toBe('101');
  expect(modules.slice(3, 10)).toBe('0001101'); // 0 in L
  expect(modules.slice(10, 17)).toBe('0100111'); // 0 in G
  expect(modules.slice(45, 50)).toBe('01010');
  expect(modules.slice(-3)).toBe('101');
});

test.each(['3760471100292', ean13('376047100001'), ean13('376047100123')])('the scanner formats read a drawn %s back', (code) => {
  expect(decode(drawEan13(code, 640, 240, 4))).toBe(code);
});

test('a drawing of a broken code is not read as another code', () => {
  expect(() => ean13Modules('376047110029')).toThrow();
  const image = drawEan13('3760471100292', 640, 240, 4);
  // Blank the right half: no code may come out of what is left.
  for (let y = 0; y < image.height; y += 1) image.pixels.fill(255, y * image.width + 320, (y + 1) * image.width);
  expect(() => decode(image)).toThrow();
});

test('the PNG and Y4M encodings carry the same pixels', () => {
  const image = drawEan13('3760471100292', 320, 80, 2);
  const y4m = toY4m(image);
  const headerEnd = y4m.indexOf('FRAME\n') + 'FRAME\n'.length;
  expect(y4m.subarray(0, headerEnd).toString('ascii')).toBe('YUV4MPEG2 W320 H80 F10:1 Ip A1:1 C420jpeg\nFRAME\n');
  expect(Buffer.compare(y4m.subarray(headerEnd, headerEnd + 320 * 80), Buffer.from(image.pixels))).toBe(0);
  expect(y4m.length).toBe(headerEnd + 320 * 80 * 1.5);

  const png = toPng(image);
  const idatStart = png.indexOf('IDAT') + 4;
  const idatLength = png.readUInt32BE(idatStart - 8);
  const rows = inflateSync(png.subarray(idatStart, idatStart + idatLength));
  expect(rows.length).toBe((320 + 1) * 80);
  expect(Buffer.compare(rows.subarray(1 + 40 * 321, 321 + 40 * 321), Buffer.from(image.pixels.subarray(40 * 320, 41 * 320)))).toBe(0);
});
