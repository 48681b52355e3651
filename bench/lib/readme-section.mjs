// Rewrites the generated part of one section of bench/README.md, leaving the rest alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function writeReadmeSection(readmePath, { heading, intro, id, content }) {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const generated = `${start}\n${content.trim()}\n${end}`;
  const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '# Benchmarks\n';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  const next =
    from !== -1 && to > from
      ? readme.slice(0, from) + generated + readme.slice(to + end.length)
      : `${readme.trimEnd()}\n\n## ${heading}\n\n${intro.trim()}\n\n${generated}\n`;
  writeFileSync(readmePath, next);
}
