/**
 * The options reference: every option the `options` prop accepts for each chart type (the
 * library's `ChartOptionsMap`) and every option of each dashboard control (`ControlOptionsMap`),
 * read at build time with the TypeScript compiler API and turned into `ChartwrapOption` GraphQL
 * nodes in `sourceNodes`. The `<OptionsReference of="PieChart" />` component of a page renders the
 * rows of one chart type or control; the pages' Markdown copies and the search records are written
 * from the same rows.
 *
 * Descriptions are the library's own doc comments, never those of `@types/google.visualization`:
 * `OptionDocs` (packages/chartwrap/src/optionDocs/, one file per family of options) holds one per option name, shared by every
 * chart type that has the option, and per nested path (`legend.position`, or `viewWindow.min` for
 * every axis); an option declared in the library's own option types may carry its own comment.
 */
import path from 'node:path';
import ts from 'typescript';
import { cachedWhileFilesUnchanged, type ResultCache } from '../lifecycle/build-cache';
import { LIBRARY_COMPILER_OPTIONS, LIBRARY_ENTRY } from './props-reference';
import { optionAnchor } from '../../shared/options-table';
import {
  checkDefaultTags,
  checkDefaultsShown,
  matchDoc,
  optionDocs,
  rowDefault,
} from './options-reference-docs';
import { sourceDefault } from './options-reference-inventory';
import { publicCopyDefault, takesPublicCopyDefaults } from './options-reference-public-copies';
import { eventRows } from './options-reference-events';
import type { EventDoc, OptionDoc } from './options-reference-fields';
import {
  MAX_OPTION_DEPTH,
  childrenOf,
  isInline,
  ownComment,
  resolveAlias,
  typeText,
} from './options-reference-types';
import { checkValueSets } from './options-reference-values';

export * from './options-reference-docs';
export * from './options-reference-events';
export * from './options-reference-fields';
export * from './options-reference-inventory';
export * from './options-reference-nodes';
export * from './options-reference-public-copies';
export { MAX_OPTION_DEPTH, typeText } from './options-reference-types';
export * from './options-reference-values';

/** Where `OptionDocs` lives, beside the library's entry: one file per family of options. */
export const OPTION_DOCS_DIR = 'optionDocs';

/** The modules and data that make the reference: a change to any of them reads it again. */
const READER_MODULES = [
  'options-reference',
  'options-reference-docs',
  'options-reference-events',
  'options-reference-fields',
  'options-reference-inventory',
  'options-reference-public-copies',
  'options-reference-types',
  'options-reference-values',
]
  .map((name) => path.join(__dirname, `${name}.ts`))
  .concat(
    ['google-inventory.json', 'public-copies.json', 'unset-fallbacks/fact.ts'].map((name) =>
      path.join(__dirname, '../../../scripts/google-inventory', name),
    ),
  );

/** Where the option types of the charts and of the controls are keyed by type name. */
export const OPTION_MAPS = ['ChartOptionsMap', 'ControlOptionsMap'] as const;
/**
 * Controls share a page, and most of their option names: their rows' ids carry the control type
 * (`option-CategoryFilter.ui.label`); a chart type's rows are `option-` and the path.
 */
const CONTROL_MAP: (typeof OPTION_MAPS)[number] = 'ControlOptionsMap';

const compilerOptions: ts.CompilerOptions = {
  ...LIBRARY_COMPILER_OPTIONS,
  // The option types are resolved (Omit, Pick, Partial, Date), so the ES5 library is needed; not
  // lib.dom, which the types only name in callbacks.
  lib: ['lib.es5.d.ts'],
};

/**
 * A row's default and where it comes from: Google's source for the charts it holds; for the charts
 * it does not hold, the value two public copies of Google's option tables agree on (see
 * {@link publicCopyDefault}); else none: a blank beats a guess. The `@default` tags of
 * `OptionDocs` are what editors show on hover, held to the source by its tests, never a row's.
 */
function rowDefaultAndSource(
  owner: string,
  optionPath: string,
): Pick<OptionDoc, 'default' | 'defaultSource'> {
  const fromSource = sourceDefault(owner, optionPath);
  if (fromSource) return { default: fromSource, defaultSource: 'google-source' };
  const fromCopies = takesPublicCopyDefaults(owner) ? publicCopyDefault(owner, optionPath) : null;
  return { default: fromCopies, defaultSource: fromCopies ? 'public-copies' : null };
}

/** What a `@default` tag of `OptionDocs` says of one row: what an editor shows on hover. */
export interface TagDefault {
  owner: string;
  path: string;
  tag: string;
}

/** What the compiler read, and the rows of every chart type and control. */
export function readOptionsReference(entry = LIBRARY_ENTRY): {
  options: OptionDoc[];
  events: EventDoc[];
  files: string[];
  tagDefaults: TagDefault[];
} {
  const docsEntry = path.join(path.dirname(entry), OPTION_DOCS_DIR, 'index.ts');
  const program = ts.createProgram([entry, docsEntry], compilerOptions);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`Options reference: cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Options reference: ${entry} is not a module`);
  const exports = checker.getExportsOfModule(moduleSymbol);
  const srcDir = path.dirname(path.resolve(entry));
  // The descriptions are read from their own module: the library need not export them.
  const docsSource = program.getSourceFile(docsEntry);
  const docsModule = docsSource && checker.getSymbolAtLocation(docsSource);
  const docs = optionDocs(checker, docsModule ? checker.getExportsOfModule(docsModule) : exports);

  const options: OptionDoc[] = [];
  const tagDefaults: TagDefault[] = [];
  // The owners whose rows each entry serves by its whole path: where its defaults can show.
  const wholePathOwners = new Map<string, Set<string>>();
  const shownAt = (key: string, owner: string) =>
    wholePathOwners.set(key, (wholePathOwners.get(key) ?? new Set()).add(owner));
  for (const mapName of OPTION_MAPS) {
    const map = resolveAlias(
      checker,
      exports.find((s) => s.name === mapName),
    );
    if (!map) throw new Error(`Options reference: ${entry} does not export ${mapName}`);
    for (const ownerSymbol of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(map))) {
      const owner = ownerSymbol.name;
      const rows: OptionDoc[] = [];
      // `prefix` starts the paths (`series[n]`); `parent` is the row they are nested in (`series`).
      const visit = (
        properties: ts.Symbol[],
        prefix: string | null,
        parent: string | null,
        depth: number,
        seen: ReadonlySet<ts.Type>,
      ) => {
        const sorted = [...properties].sort((a, b) => a.name.localeCompare(b.name));
        for (const property of sorted) {
          const optionPath = prefix ? `${prefix}.${property.name}` : property.name;
          const declared = checker.getTypeOfSymbol(property);
          const type = checker.getNonNullableType(declared);
          const { properties: nested, index } =
            depth < MAX_OPTION_DEPTH && !seen.has(type) && !isInline(type)
              ? childrenOf(type, checker)
              : { properties: [], index: null };
          const match = matchDoc(docs, optionPath);
          const shared = match?.doc;
          if (match?.wholePath) shownAt(match.key, owner);
          const row: OptionDoc = {
            owner,
            path: optionPath,
            anchor: optionAnchor(mapName === CONTROL_MAP ? `${owner}.${optionPath}` : optionPath),
            depth,
            parentPath: parent,
            hasChildren: false,
            type: typeText(type, checker),
            ...rowDefaultAndSource(owner, optionPath),
            description: shared?.description ?? ownComment(property, checker, srcDir),
            order: 0,
          };
          rows.push(row);
          const tag = rowDefault(match, owner);
          if (tag) tagDefaults.push({ owner, path: optionPath, tag });
          const next = new Set(seen).add(type);
          const before = rows.length;
          if (nested.length > 0) visit(nested, optionPath, optionPath, depth + 1, next);
          if (index) {
            const element = checker.getNonNullableType(index.type);
            const indexPath = `${optionPath}[${index.key}]`;
            const { properties: items } = childrenOf(element, checker);
            visit(items, indexPath, optionPath, depth + 1, next.add(element));
          }
          row.hasChildren = rows.length > before;
        }
      };
      const topLevel = checker.getPropertiesOfType(checker.getTypeOfSymbol(ownerSymbol));
      visit(topLevel, null, null, 1, new Set());
      rows.forEach((row, order) => (row.order = order));
      options.push(...rows);
    }
  }
  checkValueSets(options);
  checkDefaultTags(docs, new Set(options.map((option) => option.owner)));
  checkDefaultsShown(docs, wholePathOwners);
  const events = eventRows(checker, exports);
  const files = program.getSourceFiles().map((file) => path.resolve(file.fileName));
  return { options, events, files, tagDefaults };
}

/**
 * The options and events references, kept in Gatsby's cache while none of the files they were read
 * from changed (the library's sources and the type declarations they use).
 */
export function cachedOptionsReference(
  cache: ResultCache,
  entry = LIBRARY_ENTRY,
): Promise<{ options: OptionDoc[]; events: EventDoc[] }> {
  return cachedWhileFilesUnchanged(cache, 'chartwrap-options-reference', __filename, () => {
    const { options, events, files } = readOptionsReference(entry);
    return { files: [...files, ...READER_MODULES], value: { options, events } };
  });
}
