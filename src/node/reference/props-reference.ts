/**
 * The props reference of `<Chart>`, generated at build time from the library's TypeScript types
 * and doc comments with the TypeScript compiler API, and turned into `ChartwrapProp` GraphQL nodes
 * in `sourceNodes`. The walkthrough renders its table from a GraphQL query, so it cannot drift
 * from the code.
 */
import path from 'node:path';
import ts from 'typescript';
import { cachedWhileFilesUnchanged, type ResultCache } from '../lifecycle/build-cache';
import { LIBRARY_ENTRY } from '../lifecycle/paths';
import type { Node, SourceNodesArgs } from 'gatsby';
import {
  EMPTY_CELL,
  PROPS_TABLE_HEADERS,
  REQUIRED_NOTE,
  type PropsTableRow,
} from '../../shared/props-table';

/** One prop of `<Chart>`; the fields of the GraphQL type `ChartwrapProp` describe each member. */
export interface PropDoc extends PropsTableRow {
  declaredIn: string;
  order: number;
}

/**
 * The GraphQL fields of a prop (`[type, description]`): one per member of PropDoc, which the
 * compiler checks.
 */
export const PROP_FIELDS: { [K in keyof PropDoc]-?: readonly [type: string, description: string] } =
  {
    name: ['String!', 'Prop name, e.g. chartType.'],
    type: ['String!', "The prop's TypeScript type, as written in the library."],
    required: ['Boolean!', 'Whether the prop must be given.'],
    defaultValue: [
      'String',
      'Default value: a @default tag, "(default …)" in the comment, or the default written in the component; else null.',
    ],
    description: ['String!', 'The doc comment of the prop (Markdown).'],
    declaredIn: [
      'String!',
      'The interface that declares the prop (ChartProps or one it extends, e.g. LoaderProps).',
    ],
    order: ['Int!', 'Declaration order, for a stable table.'],
  };

// Read by options-reference.ts from here too: its one home is the build's paths (lifecycle/paths.ts).
export { LIBRARY_ENTRY };
export const PROPS_INTERFACE = 'ChartProps';

/**
 * How the build's readers of the library's types (the props and the options references) compile
 * the library; each says which standard library it needs.
 */
export const LIBRARY_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2021,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  // Only what the library's types reference: no @types/* of the site (jest, node…).
  types: [],
};

const compilerOptions: ts.CompilerOptions = {
  ...LIBRARY_COMPILER_OPTIONS,
  // Props are read from their declarations' text, so the default libs (lib.dom alone is 1 MB)
  // are not needed; this keeps the step well under a second.
  noLib: true,
};

function defaultFrom(symbol: ts.Symbol, description: string): string | null {
  const tag = symbol.getJsDocTags().find((t) => t.name === 'default' || t.name === 'defaultValue');
  if (tag?.text) return ts.displayPartsToString(tag.text).trim();
  const match = /\(default:?\s*([^)]*?)\)/i.exec(description);
  if (!match) return null;
  // "(default `'current'`)" → "'current'"; "(default 20000)" → "20000"; links are kept readable.
  return match[1]
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '$1')
    .replace(/^`|`$/g, '')
    .trim();
}

/**
 * Defaults written in the component itself: `const { width = '100%' } = props`, a destructured
 * props parameter, or `props.height || '400px'`, in the library's source files.
 */
function defaultsInCode(program: ts.Program, srcDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const fromProps = (pattern: ts.ObjectBindingPattern) => {
    for (const element of pattern.elements) {
      if (!element.initializer) continue;
      const name = (element.propertyName ?? element.name).getText();
      found.set(name.replace(/^['"]|['"]$/g, ''), element.initializer.getText());
    }
  };
  for (const file of program.getSourceFiles()) {
    if (!path.resolve(file.fileName).startsWith(srcDir)) continue;
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer &&
        ts.isIdentifier(node.initializer) &&
        node.initializer.text === 'props'
      ) {
        fromProps(node.name);
      }
      if (ts.isParameter(node) && ts.isObjectBindingPattern(node.name)) {
        const fn = node.parent;
        const isComponent =
          (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
          fn.parameters[0] === node &&
          /Props\b/.test(node.type?.getText() ?? '');
        if (isComponent) fromProps(node.name);
      }
      // `props.height || '400px'`, `props.chartVersion ?? 'current'`
      if (
        ts.isBinaryExpression(node) &&
        (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
          node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) &&
        ts.isPropertyAccessExpression(node.left) &&
        ts.isIdentifier(node.left.expression) &&
        node.left.expression.text === 'props' &&
        (ts.isLiteralExpression(node.right) || ts.isNoSubstitutionTemplateLiteral(node.right)) &&
        !found.has(node.left.name.text)
      ) {
        found.set(node.left.name.text, node.right.getText());
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/**
 * Reads the props of `<Chart>` (the exported `ChartProps` interface) from the library source, and
 * every file the compiler read to find them.
 */
export function readChartReference(
  entry = LIBRARY_ENTRY,
  interfaceName = PROPS_INTERFACE,
): { props: PropDoc[]; files: string[] } {
  const program = ts.createProgram([entry], compilerOptions);
  const files = program.getSourceFiles().map((file) => path.resolve(file.fileName));
  return { props: propsOf(program, entry, interfaceName), files };
}

function propsOf(program: ts.Program, entry: string, interfaceName: string): PropDoc[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`Props reference: cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Props reference: ${entry} is not a module`);
  let exported = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === interfaceName);
  if (!exported) {
    throw new Error(`Props reference: ${entry} does not export ${interfaceName}`);
  }
  if (exported.flags & ts.SymbolFlags.Alias) exported = checker.getAliasedSymbol(exported);
  const type = checker.getDeclaredTypeOfSymbol(exported);
  const flags =
    ts.TypeFormatFlags.NoTruncation |
    ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
    ts.TypeFormatFlags.WriteArrayAsGenericType;

  const codeDefaults = defaultsInCode(program, path.dirname(entry));
  // Deprecated props (react-google-charts' names) are left out: the reference shows the props to use.
  const current = checker
    .getPropertiesOfType(type)
    .filter((symbol) => !symbol.getJsDocTags().some((tag) => tag.name === 'deprecated'));
  return current.map((symbol, order) => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const parent = declaration?.parent;
    const declaredIn =
      parent && ts.isInterfaceDeclaration(parent) ? parent.name.text : interfaceName;
    let typeText: string;
    if (declaration && ts.isPropertySignature(declaration) && declaration.type) {
      // As written in the source: keeps `CheckedOptions<T, O>` rather than a resolved type.
      typeText = declaration.type.getText().replace(/\s+/g, ' ');
    } else {
      typeText = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(symbol, declaration ?? source),
        undefined,
        flags,
      );
    }
    const description = ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .replace(/\{@link\s+([^}\s]+)\s*\}/g, '`$1`')
      .trim();
    return {
      name: symbol.name,
      type: typeText,
      required: !(symbol.flags & ts.SymbolFlags.Optional),
      defaultValue: defaultFrom(symbol, description) ?? codeDefaults.get(symbol.name) ?? null,
      description,
      declaredIn,
      order,
    };
  });
}

/**
 * The props of `<Chart>`, kept in Gatsby's cache while none of the files they were read from
 * changed: the type checker takes most of a second, on every build and every `gatsby develop`
 * start.
 */
export function cachedChartProps(
  cache: ResultCache,
  entry = LIBRARY_ENTRY,
  interfaceName = PROPS_INTERFACE,
): Promise<PropDoc[]> {
  return cachedWhileFilesUnchanged(cache, 'chartwrap-props-reference', __filename, () => {
    const { props, files } = readChartReference(entry, interfaceName);
    return { files, value: props };
  });
}

export const REFERENCE_NODE_TYPE = 'ChartwrapProp';

/** `sourceNodes` step: one `ChartwrapProp` node per prop. Returns the props it created. */
export function sourceReferenceNodes(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
  props: PropDoc[],
): PropDoc[] {
  for (const prop of props) {
    actions.createNode({
      ...prop,
      id: createNodeId(`${REFERENCE_NODE_TYPE}-${prop.name}`),
      parent: null,
      children: [],
      internal: { type: REFERENCE_NODE_TYPE, contentDigest: createContentDigest(prop) },
    });
  }
  return props;
}

/**
 * The props the `ChartwrapProp` nodes hold, in declaration order: what the build's own files
 * (llms-full.txt, the pages' `.md` files) read after `sourceNodes`. Each node is a PropDoc spread
 * by `sourceReferenceNodes`, so its fields are PropDoc's.
 */
export function propsFromNodes(getNodesByType: (type: string) => Node[]): PropDoc[] {
  return getNodesByType(REFERENCE_NODE_TYPE)
    .map((node) => node as unknown as PropDoc)
    .sort((a, b) => a.order - b.order);
}

/** The reference as a Markdown table (for /llms-full.txt and "Copy page as Markdown"). */
export function propsMarkdownTable(props: readonly PropsTableRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const lines = [row(PROPS_TABLE_HEADERS), row(PROPS_TABLE_HEADERS.map(() => '---'))];
  for (const p of props) {
    lines.push(
      row([
        `\`${p.name}\`${p.required ? ` ${REQUIRED_NOTE}` : ''}`,
        `\`${cell(p.type)}\``,
        p.defaultValue ? `\`${cell(p.defaultValue)}\`` : EMPTY_CELL,
        cell(p.description) || EMPTY_CELL,
      ]),
    );
  }
  return lines.join('\n');
}
