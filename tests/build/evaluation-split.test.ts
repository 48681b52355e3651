/**
 * The first load evaluates in three tasks (decision 176), on the real client build (`npm test`
 * builds first; run `node build.mjs` before running this file alone): in the shared chunk, React
 * and React DOM, an await that yields to the browser, the listed models, another await, then the
 * rest of the site's modules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const metafile = JSON.parse(readFileSync(path.join(clientDir, 'metafile.json'), 'utf8')) as {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
};
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as { entryImports: string[]; islands: { entryImports: string[] } };
const librariesStep = 'src/client/libraries-first.ts';

/** The first-load chunk of a client (its entry's imports) that holds the libraries' step, and its inputs in evaluation order. */
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

test("the first load's shared chunk evaluates React DOM, yields, evaluates the main models, yields, then the rest", () => {
  const modelsStep = 'src/client/models-first.ts';
  const { at, topLevelAwaits } = firstLoadChunk(manifest.entryImports);
  for (const library of ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js']) {
    expect(at(library), library).toBeLessThan(at(librariesStep));
  }
  for (const model of ['src/shared/features/app/model.ts', 'src/shared/features/search/model.ts']) {
    expect(at(model), model).toBeGreaterThan(at(librariesStep));
    expect(at(model), model).toBeLessThan(at(modelsStep));
  }
  for (const rest of ['src/shared/features/consent/model.ts', 'src/shared/layout/header/header.tsx', 'src/client/start-client.tsx']) {
    expect(at(rest), rest).toBeGreaterThan(at(modelsStep));
  }
  // The chunk's top level awaits twice, once per step, and nowhere else.
  expect(topLevelAwaits).toHaveLength(2);
});

test("the islands' first-load chunk evaluates React DOM, yields, then the islands' runtime", () => {
  const { at, topLevelAwaits } = firstLoadChunk(manifest.islands.entryImports);
  for (const library of ['react/cjs/react.production.js', 'react-dom/cjs/react-dom-client.production.js']) {
    expect(at(library), library).toBeLessThan(at(librariesStep));
  }
  for (const rest of ['effector/effector.mjs', 'src/shared/features/app/model.ts', 'src/client/islands/start-islands.tsx']) {
    expect(at(rest), rest).toBeGreaterThan(at(librariesStep));
  }
  expect(topLevelAwaits).toHaveLength(1);
});
