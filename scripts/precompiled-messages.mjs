/**
 * esbuild plugin for the client build: message areas (src/shared/kernel/i18n/<locale>/<area>.ts) are
 * compiled to ICU message ASTs at build time, so the browser needs no ICU parser
 * (`@formatjs/icu-messageformat-parser` is aliased to its `no-parser` build, as react-intl
 * documents for precompiled messages). The server keeps the source strings: both format alike.
 */
import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import * as esbuild from 'esbuild';

/**
 * A locale's files: its message areas (plain objects of texts, type imports only) and their
 * assemblies, in a folder named by its language code (en, fr); i18n/validation/ holds the
 * validation texts, which are not ICU messages.
 */
const localeFile = /[\\/]src[\\/]shared[\\/]kernel[\\/]i18n[\\/][a-z]{2}(?:-[a-z]+)?[\\/][a-z-]+\.ts$/;

export function precompiledMessagesPlugin() {
  return {
    name: 'precompiled-messages',
    setup(build) {
      build.onLoad({ filter: localeFile }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const { code } = await esbuild.transform(source, { loader: 'ts', format: 'esm', sourcefile: path });
        // index.ts and shell.ts assemble areas: esbuild loads them as they are. A translated
        // area's imports are types only (its English area's ids), gone once transformed.
        if (/^import /m.test(code)) return undefined;
        const area = await import(`data:text/javascript,${encodeURIComponent(code)}`);
        const compiled = Object.entries(area).map(([name, messages]) => {
          const asts = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compile(path, id, text)]));
          return `export const ${name} = ${JSON.stringify(asts)};`;
        });
        return { contents: compiled.join('\n'), loader: 'js' };
      });
    },
  };
}

function compile(file, id, text) {
  try {
    // The options intl-messageformat parses with at run time: tags are rich-text elements.
    return parse(text);
  } catch (error) {
    throw new Error(`${file}: message "${id}" is not valid ICU: ${error.message}`, { cause: error });
  }
}

/** The client resolves the parser to its parse-less build: every message is already an AST. */
export const noParserAlias = { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' };
