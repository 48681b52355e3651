import { BitWriter } from './bit-writer.ts';
import { canonicalCodes, codeLengths } from './huffman.ts';
import type { Raster } from './raster.ts';

/**
 * A WebP lossless (VP8L) encoder for flat illustrations: no transforms, no colour cache,
 * one prefix-code group, and LZ77 copies of the pixel to the left or above.
 */

const GREEN_ALPHABET = 256 + 24;
const DISTANCE_ALPHABET = 40;
const MAX_COPY = 4096;
const MIN_COPY = 3;
/** Distance codes of the 2D neighbourhood: 1 is the pixel above, 2 the pixel to the left. */
const ABOVE = 1;
const LEFT = 2;
const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

type Token = { copy: false; argb: number } | { copy: true; length: number; distanceCode: number };

/** The VP8L prefix coding of a value >= 1: prefix symbol, extra bit count and extra bits. */
function prefixEncode(value: number): { symbol: number; extraBits: number; extra: number } {
  const distance = value - 1;
  if (distance < 4) return { symbol: distance, extraBits: 0, extra: 0 };
  const highest = 31 - Math.clz32(distance);
  const second = (distance >> (highest - 1)) & 1;
  const extraBits = highest - 1;
  return { symbol: 2 * highest + second, extraBits, extra: distance & ((1 << extraBits) - 1) };
}

function tokenize(argb: Uint32Array, width: number): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < argb.length) {
    const limit = Math.min(MAX_COPY, argb.length - index);
    let left = 0;
    if (index >= 1) while (left < limit && argb[index + left] === argb[index + left - 1]) left++;
    let above = 0;
    if (index >= width) while (above < limit && argb[index + above] === argb[index + above - width]) above++;
    const best = Math.max(left, above);
    if (best >= MIN_COPY) {
      tokens.push({ copy: true, length: best, distanceCode: above >= left ? ABOVE : LEFT });
      index += best;
    } else {
      tokens.push({ copy: false, argb: argb[index]! });
      index++;
    }
  }
  return tokens;
}

interface PrefixCode {
  lengths: number[];
  codes: number[];
}

function buildCode(frequencies: number[]): PrefixCode {
  const used = frequencies.filter((frequency) => frequency > 0).length;
  // A normal code needs two symbols to be a complete tree: give an unused one a count.
  if (used < 2) {
    const spare = frequencies.findIndex((frequency) => frequency === 0);
    frequencies[spare] = 1;
    if (used === 0) frequencies[frequencies.findIndex((frequency) => frequency === 0)] = 1;
  }
  const lengths = codeLengths(frequencies, 15);
  return { lengths, codes: canonicalCodes(lengths) };
}

function writeSymbol(writer: BitWriter, code: PrefixCode, symbol: number): void {
  writer.write(code.codes[symbol]!, code.lengths[symbol]!);
}

/** Writes a normal prefix code: its lengths, themselves coded with literals and zero runs. */
function writeCode(writer: BitWriter, code: PrefixCode): void {
  const tokens: { symbol: number; extraBits: number; extra: number }[] = [];
  const { lengths } = code;
  for (let index = 0; index < lengths.length; ) {
    if (lengths[index] === 0) {
      let run = 0;
      while (index + run < lengths.length && lengths[index + run] === 0 && run < 138) run++;
      if (run >= 11) tokens.push({ symbol: 18, extraBits: 7, extra: run - 11 });
      else if (run >= 3) tokens.push({ symbol: 17, extraBits: 3, extra: run - 3 });
      else for (let repeat = 0; repeat < run; repeat++) tokens.push({ symbol: 0, extraBits: 0, extra: 0 });
      index += run;
    } else {
      tokens.push({ symbol: lengths[index]!, extraBits: 0, extra: 0 });
      index++;
    }
  }
  const frequencies = new Array<number>(19).fill(0);
  for (const token of tokens) frequencies[token.symbol]! += 1;
  const used = frequencies.filter((frequency) => frequency > 0).length;
  if (used < 2) frequencies[frequencies.findIndex((frequency) => frequency === 0)] = 1;
  const lengthCode = codeLengths(frequencies, 7);
  const lengthCodes = canonicalCodes(lengthCode);
  let count = 19;
  while (count > 4 && lengthCode[CODE_LENGTH_ORDER[count - 1]!] === 0) count--;
  writer.write(0, 1);
  writer.write(count - 4, 4);
  for (let index = 0; index < count; index++) writer.write(lengthCode[CODE_LENGTH_ORDER[index]!]!, 3);
  writer.write(0, 1);
  for (const token of tokens) {
    writer.write(lengthCodes[token.symbol]!, lengthCode[token.symbol]!);
    if (token.extraBits > 0) writer.write(token.extra, token.extraBits);
  }
}

export function encodeWebpLossless(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const argb = new Uint32Array(width * height);
  let hasAlpha = false;
  for (let index = 0; index < argb.length; index++) {
    const offset = index * 4;
    const alpha = pixels[offset + 3]!;
    if (alpha !== 255) hasAlpha = true;
    argb[index] = ((alpha << 24) | (pixels[offset]! << 16) | (pixels[offset + 1]! << 8) | pixels[offset + 2]!) >>> 0;
  }
  const tokens = tokenize(argb, width);

  const green = new Array<number>(GREEN_ALPHABET).fill(0);
  const red = new Array<number>(256).fill(0);
  const blue = new Array<number>(256).fill(0);
  const alpha = new Array<number>(256).fill(0);
  const distance = new Array<number>(DISTANCE_ALPHABET).fill(0);
  for (const token of tokens) {
    if (token.copy) {
      green[256 + prefixEncode(token.length).symbol]! += 1;
      distance[prefixEncode(token.distanceCode).symbol]! += 1;
    } else {
      green[(token.argb >>> 8) & 255]! += 1;
      red[(token.argb >>> 16) & 255]! += 1;
      blue[token.argb & 255]! += 1;
      alpha[token.argb >>> 24]! += 1;
    }
  }
  const codes = [green, red, blue, alpha, distance].map(buildCode) as [PrefixCode, PrefixCode, PrefixCode, PrefixCode, PrefixCode];
  const [greenCode, redCode, blueCode, alphaCode, distanceCode] = codes;

  const writer = new BitWriter();
  writer.write(0x2f, 8);
  writer.write(width - 1, 14);
  writer.write(height - 1, 14);
  writer.write(hasAlpha ? 1 : 0, 1);
  writer.write(0, 3);
  writer.write(0, 1); // no transform
  writer.write(0, 1); // no colour cache
  writer.write(0, 1); // one prefix-code group
  for (const code of codes) writeCode(writer, code);
  for (const token of tokens) {
    if (token.copy) {
      const length = prefixEncode(token.length);
      writeSymbol(writer, greenCode, 256 + length.symbol);
      writer.write(length.extra, length.extraBits);
      const distancePrefix = prefixEncode(token.distanceCode);
      writeSymbol(writer, distanceCode, distancePrefix.symbol);
      writer.write(distancePrefix.extra, distancePrefix.extraBits);
    } else {
      writeSymbol(writer, greenCode, (token.argb >>> 8) & 255);
      writeSymbol(writer, redCode, (token.argb >>> 16) & 255);
      writeSymbol(writer, blueCode, token.argb & 255);
      writeSymbol(writer, alphaCode, token.argb >>> 24);
    }
  }
  const data = Buffer.from(writer.finish());
  const padded = data.length % 2 === 1 ? Buffer.concat([data, Buffer.alloc(1)]) : data;
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(12 + padded.length, 4);
  header.write('WEBPVP8L', 8, 'ascii');
  header.writeUInt32LE(data.length, 16);
  return Buffer.concat([header, padded]);
}
