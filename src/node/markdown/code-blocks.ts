/**
 * Code blocks, highlighted at build time. One Shiki highlighter per process colours every fenced
 * block of the MDX pages (through `rehypeCodeBlocks`, a rehype plugin of gatsby-plugin-mdx) and
 * every example module's source (`ExampleSource.html`), with the CSS-variables theme of
 * src/shared/code-theme.ts: the markup carries variables, the stylesheet gives them their light and
 * dark values, and the browser highlights nothing.
 *
 * A block's meta (after the language on the fence line) may hold:
 * - `title="src/App.tsx"`: a file name shown above the code;
 * - `{2,4-5}`: lines to highlight;
 * - `twoslash`: the block is compiled against the workspace's `chartwrap` (packages/chartwrap/src)
 *   and each identifier carries its type; `// @errors: 2322` before a line expects that error,
 *   which is drawn under the code with the compiler's message. Any other error fails the build with
 *   the file and line.
 * Inside the code, `// [!code ++]` and `// [!code --]` at a line's end mark it added or removed
 * (a diff), and `// [!code highlight]` highlights it.
 *
 * Results are cached on disk (`.cache/code-blocks/`) by the block's text, language and meta, the
 * build's code version and, for twoslash blocks, a digest of the library's types: an unrelated edit
 * re-runs neither Shiki nor the compiler.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import {
  createCssVariablesTheme,
  createHighlighter,
  hastToHtml,
  type BundledLanguage,
  type BundledTheme,
  type HighlighterGeneric,
  type ShikiTransformer,
} from 'shiki';
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import { transformerTwoslash } from '@shikijs/twoslash';
import { createTwoslasher, type TwoslashReturn } from 'twoslash';
import remarkRehype from 'remark-rehype';
import ts from 'typescript';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { CODE_VARIABLE_PREFIX } from '../../shared/code-theme';
import { buildCodeVersion, filesDigest, writeFileWhole } from '../lifecycle/build-cache';
import { PUBLIC_DIR, publishedFiles } from '../output/published-files';
import { FRONT_MATTER, codeNodesIn } from './mdx-text';
import { LIBRARY_ENTRY } from '../reference/props-reference';

/** The languages a block may name (and their aliases); none, `text` or `txt` is plain text. */
export const CODE_LANGUAGES = [
  'tsx',
  'typescript',
  'jsx',
  'javascript',
  'json',
  'shellscript',
  'mdx',
  'yaml',
  'css',
  'html',
  'diff',
] as const;
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plaintext']);

const THEME = createCssVariablesTheme({
  name: 'chartwrap-css-variables',
  variablePrefix: CODE_VARIABLE_PREFIX,
  fontStyle: true,
});

type Highlighter = HighlighterGeneric<BundledLanguage, BundledTheme>;
// Shiki's trees are hast 3 (the MDX compiler's are hast 2): its own types for them.
type ShikiRoot = Parameters<NonNullable<ShikiTransformer['root']>>[0];
type ShikiElement = Parameters<NonNullable<ShikiTransformer['pre']>>[0];
type ShikiNode = ShikiRoot['children'][number];
let highlighterPromise: Promise<Highlighter> | undefined;

/** The process's one highlighter (Shiki loads its grammars once). */
export function highlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: [THEME], langs: [...CODE_LANGUAGES] });
  return highlighterPromise as Promise<Highlighter>;
}

/** A block's place, for messages: the file (relative to the working directory) and the line. */
export interface CodeLocation {
  file: string;
  /** Line of the opening fence (1-based); the code starts on the next line. */
  line: number;
}

export interface CodeBlockInput {
  code: string;
  lang: string;
  meta: string;
}

export interface RenderedCodeBlock {
  /** The highlighted `<pre>`, as HTML. */
  html: string;
  /** What Copy puts on the clipboard: the code as a reader runs it (no notation, no removed lines). */
  copy: string;
  /** The meta's `title="…"`, or null. */
  title: string | null;
  /** The language as written on the fence ('text' when none). */
  lang: string;
  /**
   * A twoslash block's type popups, as HTML, in the order of the hover targets' `data-popup`
   * numbers; null for other blocks. They are not in `html`: the build publishes them as a file of
   * their own (`popupsFile`), which the browser fetches as the block nears the viewport.
   */
  popups: string[] | null;
}

/** A block the build refuses, with the file and line to fix. */
export class CodeBlockError extends Error {
  constructor(location: CodeLocation, codeLine: number, message: string) {
    super(`${location.file}:${location.line + codeLine}: ${message}`);
    this.name = 'CodeBlockError';
  }
}

const TITLE = /\btitle="([^"]*)"/;
const TWOSLASH = /(?:^|\s)twoslash(?:\s|$)/;

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

/** A Shiki element's classes (Shiki writes `class` as a string, hast utilities `className`). */
function classesOf(node: ShikiElement): string[] {
  const value = node.properties?.class ?? node.properties?.className ?? [];
  return Array.isArray(value) ? value.map(String) : String(value).split(/\s+/);
}

/** The text of a hast node, without the twoslash popups and annotation lines it carries. */
function visibleText(node: ShikiNode): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const classes = classesOf(node);
  if (classes.some((c) => c.startsWith('twoslash-popup') || c === 'twoslash-meta-line')) return '';
  return node.children.map(visibleText).join('');
}

/** The lines of the highlighted `<code>`, minus removed (diff) lines: what a reader copies. */
function copyText(pre: ShikiElement): string {
  const code = pre.children.find((c): c is ShikiElement => c.type === 'element');
  if (!code) return '';
  return (
    code.children
      .filter((c): c is ShikiElement => c.type === 'element')
      .filter((line) => classesOf(line).includes('line') && !classesOf(line).includes('remove'))
      // Trailing spaces are what a removed `// [!code …]` notation leaves.
      .map((line) => visibleText(line).trimEnd())
      .join('\n')
  );
}

/**
 * Twoslash's hover targets take keyboard focus, so a keyboard or screen reader user reaches the
 * types a mouse user hovers. Their popups leave the block's HTML for `popups` (each a tooltip with
 * an id, its target numbered by `data-popup`): on a page of many typed blocks they were most of
 * its HTML and of its JavaScript, and the browser puts each back into its target, which it then
 * describes, as the block nears the viewport (src/components/CodeBlock.tsx; figures in
 * docs/benchmarks.md).
 */
function focusableHovers(blockId: string, popups: string[]): ShikiTransformer {
  /** A long type is a block of its own inside the popup: not a second tab stop. */
  const untabbable = (node: ShikiElement) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'pre') delete child.properties.tabindex;
      untabbable(child);
    }
  };
  return {
    name: 'chartwrap:focusable-hovers',
    root(root) {
      const visit = (node: ShikiRoot | ShikiElement) => {
        for (const child of node.children) {
          if (child.type !== 'element') continue;
          if (classesOf(child).includes('twoslash-hover')) {
            const popup = child.children.find(
              (c): c is ShikiElement =>
                c.type === 'element' && classesOf(c).includes('twoslash-popup-container'),
            );
            child.properties.tabindex = 0;
            if (popup) {
              popup.properties.id = `twoslash-${blockId}-${popups.length}`;
              popup.properties.role = 'tooltip';
              untabbable(popup);
              child.properties['data-popup'] = popups.length;
              popups.push(hastToHtml(popup));
              child.children = child.children.filter((c) => c !== popup);
            }
          }
          visit(child);
        }
      };
      visit(root);
    },
  };
}

/** The folder of `public/` that holds the twoslash blocks' popups, one JSON file per block. */
export const POPUPS_DIR = 'twoslash';

/**
 * The site path of a block's popups file, named by its content (so a host may cache it for good):
 * `/twoslash/<hash>.json`.
 */
export const popupsFile = (popups: readonly string[]) =>
  `/${POPUPS_DIR}/${createHash('sha256').update(JSON.stringify(popups)).digest('hex').slice(0, 16)}.json`;

/**
 * Makes sure every popups file the built pages name (`data-popups`) is in `publicDir`, writing it
 * again from the code-block cache where it is missing: the rehype plugin writes each file as it
 * compiles a page, and a warm build whose compilations came from webpack's cache, after public/
 * was emptied, compiles none. Returns how many it wrote; fails naming a file it cannot find.
 */
export function restorePopupsFiles(publicDir: string, cacheDir: string = CACHE_DIR): number {
  const named = new Map<string, string>();
  for (const page of publishedFiles(publicDir).filter((file) => file.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(publicDir, page), 'utf8');
    for (const [, file] of html.matchAll(/ data-popups="([^"]+)"/g))
      if (!named.has(file)) named.set(file, page);
  }
  const missing = [...named.keys()].filter((file) => !fs.existsSync(path.join(publicDir, file)));
  if (missing.length === 0) return 0;
  const cached = new Map<string, string[]>();
  for (const name of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
    if (!name.endsWith('.json')) continue;
    try {
      const { popups } = JSON.parse(
        fs.readFileSync(path.join(cacheDir, name), 'utf8'),
      ) as RenderedCodeBlock;
      if (popups) cached.set(popupsFile(popups), popups);
    } catch {
      // A file being written by another process, or not a block: not the one looked for.
    }
  }
  for (const file of missing) {
    const popups = cached.get(file);
    if (!popups)
      throw new Error(
        `code blocks: ${named.get(file)} names the type popups ${file}, which neither public/ nor ` +
          `${cacheDir} holds (run \`gatsby clean\` and build again)`,
      );
    writePopupsFile(publicDir, popups);
  }
  return missing.length;
}

/** Writes a block's popups file into `publicDir` (once: its name says its content). */
export function writePopupsFile(publicDir: string, popups: readonly string[]): string {
  const file = popupsFile(popups);
  const target = path.join(publicDir, file);
  if (!fs.existsSync(target)) writeFileWhole(target, JSON.stringify(popups));
  return file;
}

/** The highlighted block, or a CodeBlockError for an unknown language or an unexpected error. */
export async function renderCodeBlock(
  input: CodeBlockInput,
  location: CodeLocation,
): Promise<RenderedCodeBlock> {
  const lang = input.lang.trim().toLowerCase();
  const shiki = await highlighter();
  const plain = PLAIN_LANGUAGES.has(lang);
  if (!plain && !shiki.getLoadedLanguages().includes(lang)) {
    throw new CodeBlockError(
      location,
      0,
      `code block language "${input.lang}" is not one the site highlights (${CODE_LANGUAGES.join(', ')}, or text)`,
    );
  }
  const twoslash = TWOSLASH.test(input.meta);
  if (twoslash && !['ts', 'tsx', 'typescript'].includes(lang)) {
    throw new CodeBlockError(location, 0, `twoslash needs a ts or tsx block, not "${input.lang}"`);
  }
  const code = input.code.replace(/\n$/, '');
  const popups: string[] = [];
  const transformers: ShikiTransformer[] = [
    transformerMetaHighlight(),
    transformerNotationHighlight(),
    transformerNotationDiff(),
  ];
  if (twoslash) {
    transformers.push(
      transformerTwoslash({
        explicitTrigger: true,
        langs: ['ts', 'tsx', 'typescript'],
        twoslasher: ((source: string, extension: string) =>
          runTwoslash(source, extension, location)) as never,
        onTwoslashError: (error) => {
          throw error;
        },
      }),
      focusableHovers(createHash('sha256').update(code).digest('hex').slice(0, 8), popups),
    );
  }
  let copy = '';
  const html = shiki.codeToHtml(code, {
    lang: plain ? 'text' : lang,
    theme: THEME.name!,
    // No time limit per line: past Shiki's default 500 ms (a loaded machine, the grammar's first
    // use) the rest of the line would come out as one token, silently, and be cached so.
    tokenizeTimeLimit: 0,
    meta: { __raw: input.meta },
    transformers: [
      ...transformers,
      {
        name: 'chartwrap:copy-text',
        pre(pre) {
          this.addClassToHast(pre, 'code-block__pre');
        },
        root(root) {
          const pre = root.children.find((c): c is ShikiElement => c.type === 'element');
          if (pre) copy = copyText(pre);
        },
      },
    ],
  });
  return {
    html,
    copy,
    title: TITLE.exec(input.meta)?.[1] ?? null,
    lang: plain ? 'text' : lang,
    popups: popups.length > 0 ? popups : null,
  };
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

const CACHE_DIR = path.join('.cache', 'code-blocks');

/** What makes two blocks the same block: their code, language and meta. */
const blockText = (input: CodeBlockInput) => JSON.stringify([input.code, input.lang, input.meta]);

/** mdast to hast as the MDX compiler does it (its remark-rehype), for the pre-rendering. */
const toHast = unified().use(remarkRehype).freeze();
let codeVersion: string | undefined;

/**
 * `renderCodeBlock` through the disk cache: each result is kept under a digest of the block, the
 * build's code and (twoslash blocks) the library's types. Failures are never cached.
 */
export async function cachedCodeBlock(
  input: CodeBlockInput,
  location: CodeLocation,
  cacheDir: string | null = CACHE_DIR,
): Promise<RenderedCodeBlock> {
  if (!cacheDir) return renderCodeBlock(input, location);
  codeVersion ??= buildCodeVersion();
  const digest = createHash('sha256')
    .update(codeVersion)
    .update(TWOSLASH.test(input.meta) ? libraryTypesDigest() : '')
    .update(blockText(input))
    .digest('hex');
  const file = path.join(cacheDir, `${digest}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedCodeBlock;
  } catch {
    // Not cached yet (or unreadable): render it.
  }
  const rendered = await renderCodeBlock(input, location);
  // The pre-rendering child writes what the build reads.
  writeFileWhole(file, JSON.stringify(rendered));
  return rendered;
}

/**
 * Lines before the text the MDX compiler was given: gatsby-plugin-mdx compiles a page's body, its
 * file without the front matter, so positions are shifted by the front matter's lines.
 */
function lineOffset(file: VFile): number {
  if (!file.path || FRONT_MATTER.test(String(file.value))) return 0;
  try {
    const match = FRONT_MATTER.exec(fs.readFileSync(file.path, 'utf8'));
    return match ? match[0].split('\n').length - 1 : 0;
  } catch {
    return 0;
  }
}

export interface RehypeCodeBlocksOptions {
  /** The name of the MDX component that renders a block (src/components/CodeBlock.tsx). */
  component?: string;
  /** Where results are cached; null: no cache (tests). */
  cacheDir?: string | null;
  /** Where twoslash blocks' popups files are written (the site's `public/`, by default). */
  publicDir?: string;
}

/** `class="language-tsx"` of a `<code>` element: the fence's language. */
function languageOf(code: Element): string {
  const classes = (code.properties?.className as string[] | undefined) ?? [];
  const language = classes.find((c) => c.startsWith('language-'));
  return language ? language.slice('language-'.length) : '';
}

interface CodeBlockElement {
  parent: HastRoot | Element;
  index: number;
  pre: Element;
  input: CodeBlockInput;
}

const isJsxElement = (node: { type: string }) =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The `<pre><code>` elements of a page's tree, each with what it is rendered from. */
function codeBlockElements(tree: HastRoot): CodeBlockElement[] {
  const blocks: CodeBlockElement[] = [];
  const visit = (parent: HastRoot | Element) => {
    parent.children.forEach((child, index) => {
      // A JSX element of the page (`<Tabs>`…) holds hast too: its blocks are highlighted as well.
      if (isJsxElement(child)) return visit(child as unknown as Element);
      if (child.type !== 'element') return;
      const code = child.children[0];
      if (
        child.tagName === 'pre' &&
        child.children.length === 1 &&
        code?.type === 'element' &&
        code.tagName === 'code'
      ) {
        const text = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
        const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
        blocks.push({
          parent,
          index,
          pre: child,
          input: { code: text, lang: languageOf(code), meta },
        });
      } else {
        visit(child);
      }
    });
  };
  visit(tree);
  return blocks;
}

/**
 * The rehype plugin: every `<pre><code>` of an MDX page becomes
 * `<CodeBlock html copy title lang popups />` (one string of highlighted HTML per block, not a
 * React element per token, so the page's JavaScript stays small; a twoslash block's type popups in
 * a file of `public/` the browser fetches, `popups` its path).
 */
export function rehypeCodeBlocks({
  component = 'CodeBlock',
  cacheDir = CACHE_DIR,
  publicDir = PUBLIC_DIR,
}: RehypeCodeBlocksOptions = {}) {
  return async (tree: HastRoot, file: VFile) => {
    const blocks = codeBlockElements(tree);
    if (blocks.length === 0) return;
    const offset = lineOffset(file);
    const fileName = file.path ? path.relative(process.cwd(), file.path) : '(MDX)';
    await Promise.all(
      blocks.map(async ({ parent, index, pre, input }) => {
        const location = { file: fileName, line: offset + (pre.position?.start.line ?? 0) };
        const { popups, ...block } = await cachedCodeBlock(input, location, cacheDir);
        const props = { ...block, popups: popups ? writePopupsFile(publicDir, popups) : null };
        const attributes = Object.entries(props).flatMap(([name, value]) =>
          value === null ? [] : [{ type: 'mdxJsxAttribute', name, value: String(value) }],
        );
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: component,
          attributes,
          children: [],
        } as unknown as Element;
      }),
    );
  };
}

/** The opening of a fenced block, anywhere (in a list, a quote, a JSX element). */
const FENCE = /```|~~~/;

/**
 * Renders into the disk cache every distinct fenced block of the MDX files `files`, as the rehype
 * plugin will meet them (the same parse, the same `<pre><code>` elements), so that the bundler,
 * which compiles the pages later, finds each one ready. A cold build runs this in a child process
 * during the bootstrap (gatsby-node.ts), which otherwise leaves one of the two cores idle, instead
 * of on the bundler's thread, where twoslash is most of a build's highlighting time (figures in
 * docs/benchmarks.md). `otherBlocks` are rendered too
 * (the example modules' sources, which page queries ask for). A block that fails is left to the
 * page's compilation, which reports it with its file and line.
 */
export async function prerenderCodeBlocks(
  files: string[],
  cacheDir: string = CACHE_DIR,
  otherBlocks: LocatedCodeBlock[] = [],
): Promise<{ files: number; blocks: number; failed: number }> {
  const distinct = new Map<string, LocatedCodeBlock>();
  for (const block of otherBlocks) {
    distinct.set(blockText(block.input), block);
  }
  for (const file of files) {
    const fileName = path.relative(process.cwd(), file);
    const source = fs.readFileSync(file, 'utf8');
    // Only a file with a fence can hold a block (MDX has no indented code): most pages have none,
    // and parsing them all would cost seconds at 1,000 pages.
    if (!FENCE.test(source)) continue;
    const codeNodes = codeNodesIn(source);
    if (codeNodes.length === 0) continue;
    const tree = toHast.runSync({ type: 'root', children: codeNodes }) as HastRoot;
    for (const { pre, input } of codeBlockElements(tree)) {
      const key = blockText(input);
      if (!distinct.has(key)) {
        distinct.set(key, {
          input,
          location: { file: fileName, line: pre.position?.start.line ?? 0 },
        });
      }
    }
  }
  let failed = 0;
  for (const { input, location } of distinct.values()) {
    await cachedCodeBlock(input, location, cacheDir).catch(() => failed++);
  }
  return { files: files.length, blocks: distinct.size, failed };
}

/** Whether no block is cached yet (a cold build, or one after the cache was emptied). */
export function codeBlockCacheIsEmpty(cacheDir: string = CACHE_DIR): boolean {
  return !fs.existsSync(cacheDir) || fs.readdirSync(cacheDir).length === 0;
}

/** Every MDX file under `dir`. */
export function mdxFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => path.resolve(dir, name));
}

/** A block and where it is from. */
export interface LocatedCodeBlock {
  input: CodeBlockInput;
  location: CodeLocation;
}

/** The child process's job (build-child.ts): pre-render the blocks of `files`, and say so. */
export async function prerenderCodeBlocksInChild(
  job: { files: string[]; otherBlocks: LocatedCodeBlock[] },
  reporter: { info(message: string): void },
): Promise<void> {
  const { files, blocks, failed } = await prerenderCodeBlocks(
    job.files,
    CACHE_DIR,
    job.otherBlocks,
  );
  reporter.info(
    `code blocks: ${blocks} distinct blocks of ${files} MDX files and the example modules highlighted` +
      (failed ? ` (${failed} left to the pages' compilation, which reports them)` : ''),
  );
}
