/**
 * `check_chart_code`: compiles a TSX snippet against the installed `chartwrap` types with the
 * TypeScript compiler API and returns each diagnostic with its line, column and message: the same
 * messages the library's types give (they name the mistake and its fix). One language service is
 * kept across calls, so a warm check reuses the program's library and React types.
 */
import path from 'node:path';
import ts from 'typescript';

/** The largest snippet the tool compiles. */
export const MAX_CODE_BYTES = 100 * 1024;

export interface CodeDiagnostic {
  line: number;
  column: number;
  code: number;
  message: string;
}

/** A snippet the tool will not compile, with what to do about it. */
export class CodeInputError extends Error {}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

/** A snippet that uses `<Chart>` without importing it gets the import (and its lines shift back). */
const CHART_IMPORT = "import { Chart } from 'chartwrap';\n";
const needsChartImport = (code: string) =>
  /<Chart[\s/>]/.test(code) && !/from\s+['"]chartwrap['"]/.test(code);

export interface CodeChecker {
  check(code: string): CodeDiagnostic[];
}

/**
 * A checker whose snippets resolve `chartwrap` (and React's types) from `baseDir`'s node_modules,
 * as a file of the reader's app would.
 */
export function createCodeChecker(baseDir: string): CodeChecker {
  const fileName = path.join(baseDir, 'chart-snippet.tsx');
  let text = '';
  let version = 0;
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => COMPILER_OPTIONS,
    getScriptFileNames: () => [fileName],
    getScriptVersion: (name) => (name === fileName ? String(version) : '0'),
    getScriptSnapshot: (name) => {
      if (name === fileName) return ts.ScriptSnapshot.fromString(text);
      const content = ts.sys.readFile(name);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => baseDir,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === fileName || ts.sys.fileExists(name),
    readFile: (name) => (name === fileName ? text : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  return {
    check(code) {
      if (Buffer.byteLength(code) > MAX_CODE_BYTES)
        throw new CodeInputError(
          `the code is ${Buffer.byteLength(code)} bytes; check_chart_code takes at most ${MAX_CODE_BYTES} (send the component that draws the chart, not the whole app)`,
        );
      const shift = needsChartImport(code) ? 1 : 0;
      text = (shift ? CHART_IMPORT : '') + code;
      version += 1;
      const syntax = service.getSyntacticDiagnostics(fileName);
      if (syntax.length > 0) {
        const [first] = diagnosticsOf(syntax, shift);
        throw new CodeInputError(
          `the code is not TSX: line ${first.line}, column ${first.column}: ${first.message}`,
        );
      }
      return diagnosticsOf(service.getSemanticDiagnostics(fileName), shift);
    },
  };
}

function diagnosticsOf(diagnostics: readonly ts.Diagnostic[], shift: number): CodeDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const start = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      line: (start?.line ?? 0) + 1 - shift,
      column: (start?.character ?? 0) + 1,
      code: diagnostic.code,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    };
  });
}
