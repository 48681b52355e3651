/**
 * The first load evaluates in two tasks (decision 176), on the real client build (`npm test`
 * builds first; run `node build.mjs` before running this file alone): in the shared chunk, React
 * and React DOM, an await that yields to the browser, then the islands' runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const metafile = JSON.parse(readFileSync(path.join(clientDir, 'metafile.json'), 'utf8')) as {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
};
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as { entryImports: string[] };
const librariesStep = 'src/client/libraries-first.ts';

/** The first-load chunk (of the entry's imports) that holds the libraries' step, and its inputs in evaluation order. */
function firstLoadChunk(entryImports: readonly string[]) {
  const [file, output] = Object.entries(metafile.outputs).find(
    ([candidate, chunk]) => librariesStep in chunk.inputs && entryImports.includes(`/${path.relative(clientDir, candidate).split(path.sep).join('/')}`),
  )!;
  const order = Object.keys(output.inputs);
  const at = (input: string) => {
    const index = order.findIndex((candidate) => candidate.endsWith(input));
    expect(index, input).toBeGreaterThanOrEqual(0);
    return index;
  };
  const code = readFileSync(path.resolve(clientDir, '..', '..', file), 'utf8');
  const chunk = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const topLevelAwaits = chunk.statements.filter((statement) => ts.isExpressionStatement(statement) && ts.isAwaitExpression(statement.expression));
  return { at, topLevelAwaits };
}

test("the first-load chunk evaluates React DOM, yields, then the islands' runtime", () => {
  const { at, topLevelAwaits } = firstLoadChunk(manifest.entryImports);
  for (const library of ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js']) {
    expect(at(library), library).toBeLessThan(at(librariesStep));
  }
  for (const rest of ['effector/effector.mjs', 'src/shared/features/app/model.ts', 'src/client/islands/start-islands.tsx']) {
    expect(at(rest), rest).toBeGreaterThan(at(librariesStep));
  }
  expect(topLevelAwaits).toHaveLength(1);
});
