/**
 * The islands' runtime evaluates in two tasks (decision 176), on the real client build (`npm
 * test` builds first; run `node build.mjs` before running this file alone): in its chunk, React
 * and React DOM, an await that yields to the browser, then the runtime.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { staticClosure, type Metafile } from '../../scripts/page-weight.mjs';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const metafile = JSON.parse(readFileSync(path.join(clientDir, 'metafile.json'), 'utf8')) as Metafile;
const librariesStep = 'src/client/libraries-first.ts';

/** The runtime's chunk (of its static closure) that holds the libraries' step, and its inputs in evaluation order. */
function runtimeChunk() {
  const [runtime] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/client/islands/island-runtime.tsx')!;
  const closure = staticClosure(metafile, runtime);
  const [file, output] = Object.entries(metafile.outputs).find(([candidate, chunk]) => librariesStep in chunk.inputs && closure.has(candidate))!;
  const order = Object.keys(output.inputs);
  const at = (input: string) => {
    const index = order.findIndex((candidate) => candidate.endsWith(input));
    expect(index, input).toBeGreaterThanOrEqual(0);
    return index;
  };
  // A chunk this one imports (React, shared with the offline notice's formatter) evaluates before it.
  const before = (input: string) =>
    [...staticClosure(metafile, file)].some((imported) => imported !== file && Object.keys(metafile.outputs[imported]!.inputs).some((candidate) => candidate.endsWith(input)));
  const code = readFileSync(path.resolve(clientDir, '..', '..', file), 'utf8');
  const chunk = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const topLevelAwaits = chunk.statements.filter((statement) => ts.isExpressionStatement(statement) && ts.isAwaitExpression(statement.expression));
  return { at, before, topLevelAwaits };
}

test("the islands' runtime's chunk evaluates React DOM, yields, then the runtime", () => {
  const { at, before, topLevelAwaits } = runtimeChunk();
  expect(at('react-dom/cjs/react-dom-client.production.js')).toBeLessThan(at(librariesStep));
  const react = 'react/cjs/react.production.js';
  expect(before(react) || at(react) < at(librariesStep), react).toBe(true);
  for (const rest of ['effector/effector.mjs', 'src/shared/features/app/model.ts', 'src/client/islands/island-runtime.tsx']) {
    expect(at(rest), rest).toBeGreaterThan(at(librariesStep));
  }
  expect(topLevelAwaits).toHaveLength(1);
});
