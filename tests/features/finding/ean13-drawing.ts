/**
 * Draws EAN-13 barcodes the way they are printed, for tests that make the scanner read real
 * pictures: the 95 modules (guards, six left digits in L/G parity by the first digit, six right
 * digits in R), with quiet zones, as a greyscale image, a PNG or a Y4M video frame.
 */
import { deflateSync } from 'node:zlib';

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 code, '1' for a bar. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let modules = '101';
  for (let index = 1; index <= 6; index += 1) modules += (parity[index - 1] === 'L' ? L : G)[digits[index]!]!;
  modules += '01010';
  for (let index = 7; index <= 12; index += 1) modules += R[digits[index]!]!;
  return `${modules}101`;
}

export interface GreyImage {
  readonly width: number;
  readonly height: number;
  /** One byte per pixel, 0 black to 255 white. */
  readonly pixels: Uint8Array;
}

/** The barcode centred on a white canvas of the given size, `moduleWidth` pixels per module. */
export function drawEan13(code: string, width: number, height: number, moduleWidth = 3): GreyImage {
  const modules = ean13Modules(code);
  const barcodeWidth = modules.length * moduleWidth;
  if (barcodeWidth + 22 * moduleWidth > width) throw new Error('canvas too narrow for the barcode and its quiet zones');
  const pixels = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - barcodeWidth) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.ceil(height * 0.75);
  for (let y = top; y < bottom; y += 1) {
    for (let x = 0; x < barcodeWidth; x += 1) {
      if (modules[Math.floor(x / moduleWidth)] === '1') pixels[y * width + left + x] = 0;
    }
  }
  return { width, height, pixels };
}

/** A one-frame YUV4MPEG2 (4:2:0) video: Chromium's fake camera plays it in a loop. */
export function toY4m(image: GreyImage): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${image.width} H${image.height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  const chroma = Buffer.alloc((image.width / 2) * (image.height / 2) * 2, 128);
  return Buffer.concat([header, Buffer.from(image.pixels), chroma]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG of the image. */
export function toPng(image: GreyImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) Buffer.from(image.pixels.subarray(y * image.width, (y + 1) * image.width)).copy(rows, y * (image.width + 1) + 1);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
