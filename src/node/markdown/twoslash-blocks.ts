/**
 * Twoslash blocks (`twoslash` in a block's meta): compiled against the workspace's `chartwrap`
 * (packages/chartwrap/src), each identifier carrying its type. `// @errors: 2322` before a line
 * expects that error, which is drawn under the code with the compiler's message; any other error,
 * or an expected one that no longer happens, fails the build with the file and line.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ShikiTransformer } from 'shiki';
import { transformerTwoslash } from '@shikijs/twoslash';
import { createTwoslasher, type TwoslashReturn } from 'twoslash';
import ts from 'typescript';
import { filesDigest } from '../lifecycle/build-cache';
import { LIBRARY_ENTRY } from '../lifecycle/paths';
import { CodeBlockError, type CodeLocation } from './code-block-types';

const TWOSLASH = /(?:^|\s)twoslash(?:\s|$)/;

/** Whether a block's meta marks it twoslash. */
export const isTwoslashBlock = (meta: string) => TWOSLASH.test(meta);

/** The languages a twoslash block may be in. */
export const TWOSLASH_LANGUAGES = ['ts', 'tsx', 'typescript'];

/** The compiler options twoslash blocks compile with: the site's, `chartwrap` from source. */
export const TWOSLASH_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
  types: [],
  paths: { chartwrap: [LIBRARY_ENTRY] },
};

let twoslasher: ReturnType<typeof createTwoslasher> | undefined;

/** Where a position of the code twoslash returned was in the code the writer wrote. */
function originalOffset(result: TwoslashReturn, offset: number): number {
  let original = offset;
  for (const [start, end] of [...result.meta.removals].sort((a, b) => a[0] - b[0])) {
    if (start <= original) original += end - start;
  }
  return original;
}

/**
 * Runs twoslash on a block and checks its errors: each must be expected by an `// @errors:` line;
 * the first that is not fails with its line in the file and the compiler's message.
 */
function runTwoslash(code: string, lang: string, location: CodeLocation): TwoslashReturn {
  twoslasher ??= createTwoslasher({ compilerOptions: TWOSLASH_COMPILER_OPTIONS });
  const result = twoslasher(code, lang === 'typescript' ? 'ts' : lang, {
    handbookOptions: { noErrorValidation: true },
  });
  const expected = new Set(result.meta.handbookOptions.errors);
  for (const error of result.errors) {
    if (typeof error.code === 'number' && expected.has(error.code)) continue;
    const before = code.slice(0, originalOffset(result, error.start));
    const line = before.split('\n').length;
    throw new CodeBlockError(
      location,
      line,
      `unexpected TypeScript error ${error.code ?? ''} in a twoslash block: ${error.text}` +
        (error.code ? ` (if it is meant, write "// @errors: ${error.code}" above the line)` : ''),
    );
  }
  // An expected error that no longer happens means the text around the block is out of date too.
  const missing = [...expected].filter((code) => !result.errors.some((e) => e.code === code));
  if (missing.length > 0) {
    const line = code.split('\n').findIndex((l) => /\/\/\s*@errors:/.test(l)) + 1;
    throw new CodeBlockError(
      location,
      line,
      `a twoslash block expects TypeScript error ${missing.join(', ')}, which the compiler no longer reports`,
    );
  }
  withoutMachinePaths(result);
  return result;
}

/**
 * Hover texts name a module by the file it resolved to (`typeof import("/home/…/node_modules/x")`):
 * written as the module a reader imports instead, so no page shows the build machine's paths.
 */
function withoutMachinePaths(result: TwoslashReturn): void {
  const root = process.cwd();
  const modules = new RegExp(
    `${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?:[^"']*/)?node_modules/`,
    'g',
  );
  for (const node of result.nodes) {
    if ('text' in node && typeof node.text === 'string') {
      node.text = node.text.replace(modules, '').split(root).join('.');
    }
  }
}

/** Shiki's twoslash transformer, running twoslash as above: an error fails the block. */
export function twoslashTransformer(location: CodeLocation): ShikiTransformer {
  return transformerTwoslash({
    explicitTrigger: true,
    langs: TWOSLASH_LANGUAGES,
    twoslasher: ((source: string, extension: string) =>
      runTwoslash(source, extension, location)) as never,
    onTwoslashError: (error) => {
      throw error;
    },
  });
}

/** The library's types, as twoslash reads them: a change re-runs every twoslash block. */
export function libraryTypesDigest(): string {
  const sourceDir = path.dirname(LIBRARY_ENTRY);
  const files = fs
    .readdirSync(sourceDir)
    .filter((name) => /\.tsx?$/.test(name))
    .sort()
    .map((name) => path.join(sourceDir, name));
  // Resolved as the library resolves it (createRequire: the bundled build code has no require.resolve).
  const googleTypes = createRequire(LIBRARY_ENTRY).resolve(
    '@types/google.visualization/index.d.ts',
  );
  return filesDigest([...files, googleTypes]) + ts.version;
}
