/**
 * Cold generation of every media file of the demo catalogue (decision 140).
 *
 * Bundles the back office's own code with esbuild, seeds a fresh temporary DATA_DIR and asks its
 * media library for every variant the data refers to (each picture in each format at each width
 * its pictures declare, every document), one format after the other, as many at a time as the
 * machine has cores. Reports count, bytes and wall time per format and in all, and the largest
 * file a 390-px phone is sent for its largest slot (a product page's packshot at 720 px, a hero
 * scene at 740 px). Usage: node bench/media.mjs [concurrency]
 */
import { bundleBackoffice } from './demo-backoffice.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const concurrency = Number(process.argv[2] ?? availableParallelism());

const { openDatabase, migrate, sqliteDatabase, seedDemo, createServices } = await bundleBackoffice('media');

const dataDir = mkdtempSync(join(tmpdir(), 'media-bench-'));
try {
  const db = openDatabase(dataDir);
  const seedStarted = performance.now();
  migrate(db);
  const database = sqliteDatabase(db);
  await seedDemo(database);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { media } = await createServices(database, { dataDir, adminToken: null });

  const variants = media.variants().map((variant) => {
    const [path, query = ''] = variant.split('?');
    const width = new URLSearchParams(query).get('w');
    return { variant, path, width: width === null ? null : Number(width), format: path.slice(path.lastIndexOf('.') + 1) };
  });
  const formats = ['png', 'webp', 'avif', 'pdf'];
  const rows = [];
  const sizes = new Map();
  for (const format of formats) {
    const queue = variants.filter((entry) => entry.format === format);
    const count = queue.length;
    let bytes = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
          const file = await media.read(entry.path, entry.width);
          if (file === null) throw new Error(`${entry.variant} is referenced but not served`);
          bytes += file.content.length;
          sizes.set(entry.variant, file.content.length);
        }
      }),
    );
    rows.push({ format, count, bytes, seconds: (performance.now() - started) / 1000 });
  }
  await media.close();
  db.close();

  const largest = (pattern) => Math.max(...[...sizes].filter(([variant]) => pattern.test(variant)).map(([, size]) => size));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = rows.reduce((sum, row) => ({ count: sum.count + row.count, bytes: sum.bytes + row.bytes, seconds: sum.seconds + row.seconds }), { count: 0, bytes: 0, seconds: 0 });
  console.log(`Measured ${new Date().toISOString().slice(0, 10)}. machine: ${cpus().length} CPUs, ${cpus()[0]?.model.trim()}; Node ${process.version}; ${concurrency} files at a time; seed ${seedSeconds.toFixed(2)} s.\n`);
  console.log('| format | files | bytes | seconds | ms per file |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of [...rows, { format: '**all**', ...total }]) {
    console.log(`| ${row.format} | ${row.count} | ${(row.bytes / 1_048_576).toFixed(1)} MB | ${row.seconds.toFixed(1)} | ${((row.seconds * 1000) / row.count).toFixed(1)} |`);
  }
  console.log('');
  console.log('| largest file for a 390-px phone | AVIF | WebP | PNG |');
  console.log('|---|---:|---:|---:|');
  for (const [slot, stem] of [
    ['product page packshot, 720 px', /^product\/.*\.(FORMAT)\?w=720$/],
    ['hero / push scene, 740 px', /^visual\/.*\.(FORMAT)\?w=740$/],
  ]) {
    const of = (format) => kb(largest(new RegExp(stem.source.replace('FORMAT', format))));
    console.log(`| ${slot} | ${of('avif')} | ${of('webp')} | ${of('png')} |`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
