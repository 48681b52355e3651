import { crc32, deflateSync } from 'node:zlib';
import type { Raster } from './raster.ts';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])), 0);
  return Buffer.concat([header, data, crc]);
}

/** RGBA 8-bit PNG; each row uses the "up" filter, which flat illustrations compress well with. */
export function encodePng(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const stride = width * 4;
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const out = row * (stride + 1);
    filtered[out] = 2;
    for (let index = 0; index < stride; index++) {
      const above = row === 0 ? 0 : pixels[(row - 1) * stride + index]!;
      filtered[out + 1 + index] = (pixels[row * stride + index]! - above) & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(filtered, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
