/**
 * `node scripts/render-scenes.mjs [--out DIR] [--width PX] [--format png|webp|avif] [--sheet] [--list] [NAME…]`:
 * draws the demo's scenes (src/backoffice/demo/scenes.ts) with the media pipeline's own renderer
 * (render-picture.ts: sharp and librsvg, as the media pool's threads do), one at a time, for a
 * person to look at while drawing them (decision 197). Without names it draws every visual the
 * seeded demo names (found as the scene-art test finds them); `--list` prints those names with
 * their subject instead. Prints each file with the CPU time it took (user + system of the whole
 * process, less disturbed than wall time on a shared machine) and its size; `--sheet` also writes
 * DIR/sheet.png, every picture in a grid, to look at many at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { bundleBackoffice } from '../bench/demo-backoffice.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: '/tmp/scenes' },
    width: { type: 'string', default: '740' },
    format: { type: 'string', default: 'png' },
    sheet: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

const { openDatabase, migrate, sqliteDatabase, seedDemo, sceneDrawing, sceneSubjectOf, renderPicture } = await bundleBackoffice(
  'render-scenes',
  `export { sceneDrawing, sceneSubjectOf } from './src/backoffice/demo/scenes.ts';
   export { renderPicture } from './src/backoffice/media/render-picture.ts';`,
);

/** Every visual name the seeded demo stores, in any text column of any table. */
async function seededNames() {
  const dataDir = mkdtempSync(join(tmpdir(), 'render-scenes-'));
  try {
    const db = openDatabase(dataDir);
    migrate(db);
    await seedDemo(sqliteDatabase(db));
    const names = new Set();
    for (const table of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()) {
      for (const row of db.prepare(`SELECT * FROM "${table}"`).all()) {
        for (const value of Object.values(row)) {
          if (typeof value === 'string') for (const match of value.matchAll(/\/media\/visual\/([a-z0-9-]+)\.png/g)) names.add(match[1]);
        }
      }
    }
    db.close();
    return [...names].sort();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const names = positionals.length > 0 ? positionals : await seededNames();
if (values.list) {
  for (const name of names) console.log(`${name}\t${sceneSubjectOf(name)}`);
  process.exit(0);
}
const width = Number(values.width);
await mkdir(values.out, { recursive: true });
const files = [];
let total = 0;
for (const name of names) {
  const drawing = sceneDrawing(name);
  if (drawing === null) {
    console.log(`${name}: no scene`);
    continue;
  }
  const started = process.cpuUsage();
  const bytes = await renderPicture(drawing, values.format, width);
  const { user, system } = process.cpuUsage(started);
  const milliseconds = (user + system) / 1000;
  total += milliseconds;
  const file = join(values.out, `${name}.${values.format}`);
  await writeFile(file, bytes);
  files.push(file);
  console.log(`${file}\t${Math.round(milliseconds)} ms CPU\t${(bytes.length / 1024).toFixed(1)} KB\t${Math.round(drawing.svg.length / 1024)} KB of SVG`);
}
console.log(`${files.length} pictures, ${Math.round(total)} ms CPU, ${Math.round(total / Math.max(files.length, 1))} ms each`);

if (values.sheet && values.format === 'png') {
  const cell = 370;
  const columns = 6;
  const tiles = await Promise.all(files.map((file) => sharp(file).resize({ width: cell, height: 300, fit: 'cover' }).png().toBuffer()));
  const rows = Math.ceil(tiles.length / columns);
  await sharp({ create: { width: columns * cell, height: rows * 300, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, index) => ({ input, left: (index % columns) * cell, top: Math.floor(index / columns) * 300 })))
    .png()
    .toFile(join(values.out, 'sheet.png'));
  console.log(join(values.out, 'sheet.png'));
}
