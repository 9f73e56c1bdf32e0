/**
 * The option reads of Google's source: every `options.inferValue('path', default)` (and the other
 * `infer…Value` readers) on the chart's options, with the path or paths it reads (a template's
 * substitutions as `*`) and its default argument when that is a value.
 */
import ts from 'typescript';
import { literalValue, type Declarations, type Json } from './literal-values';

/** One read: the paths it tries in order, and its default argument's value if it has one. */
export interface OptionRead {
  paths: string[];
  default?: Json;
  /** Read as a whole object (a text style, a brush, a map of names): its members with it. */
  whole?: boolean;
  /**
   * Read by one of Google's typed readers (`inferValue`, `inferNumberValue`…), which hands the
   * code the option's value; not a member access, nor a helper handed the option's name.
   */
  byReader?: boolean;
}

/**
 * The objects that hold the chart's options (or a view of them) where the reads are made; not the
 * per-datum styles (`customStyle`, `styleOptions`), which come from the data's style columns.
 */
const OPTION_RECEIVER = /^(this\.)?(options|chartOptions|axisOptions|scaleOptions|userOptions)$/;
/** Readers that return an option's whole object, whose members are read with it. */
const WHOLE_READERS = new Set([
  'inferObjectValue',
  'inferWholeObjectValue',
  'inferOptionalTypedObjectValue',
  'inferTextStyleValue',
  'inferBrushValue',
]);

const READER = /^infer[A-Za-z]*Value$/;
/**
 * What a typed reader returns when the option is unset and the read gives no default: Google's
 * readers fall back to these base values (a string reader's `''` is left out: it means none).
 */
const READER_BASE_VALUES: Readonly<Record<string, Json>> = {
  inferBooleanValue: false,
  inferNumberValue: 0,
  inferNonNegativeNumberValue: 0,
  inferRatioNumberValue: 0,
  inferStringArrayValue: [],
  inferNumberArrayValue: [],
};

/** The initialiser of the variable `name` declared in a block around `from`, if any. */
function localInitialiser(from: ts.Node, name: string): ts.Expression | undefined {
  for (let node: ts.Node | undefined = from.parent; node; node = node.parent) {
    if (!ts.isBlock(node) && !ts.isSourceFile(node)) continue;
    for (const statement of node.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const declaration = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (declaration?.initializer) return declaration.initializer;
    }
  }
  return undefined;
}

/**
 * The option paths the first argument of a read names: a string, an array of them, a template
 * (a local variable's own template inlined, any other substitution as `*`), a local variable
 * holding one of those; none when it is computed otherwise.
 */
function pathsOf(argument: ts.Expression, declarations: Declarations, depth = 0): string[] {
  if (depth > 4) return [];
  const next = (node: ts.Expression) => pathsOf(node, declarations, depth + 1);
  if (ts.isStringLiteralLike(argument)) return [argument.text];
  if (ts.isIdentifier(argument)) {
    const initialiser = localInitialiser(argument, argument.text);
    if (initialiser) return next(initialiser);
    // A module constant naming an option (`LOG_SCALE_OPTIONS_KEY`).
    const value = literalValue(argument, declarations);
    return typeof value === 'string' ? [value] : [];
  }
  if (ts.isTemplateExpression(argument)) {
    let paths = [argument.head.text];
    for (const span of argument.templateSpans) {
      const inner = next(span.expression);
      const parts = inner.length > 0 ? inner : ['*'];
      paths = paths.flatMap((p) => parts.map((part) => `${p}${part}${span.literal.text}`));
    }
    return paths;
  }
  if (ts.isArrayLiteralExpression(argument)) {
    return argument.elements.flatMap(next);
  }
  // A local function that writes the paths (`namesOf(interval, option)`): its parameters as `*`.
  if (ts.isCallExpression(argument) && ts.isIdentifier(argument.expression)) {
    const helper = localInitialiser(argument, argument.expression.text);
    if (helper && ts.isArrowFunction(helper) && !ts.isBlock(helper.body)) return next(helper.body);
  }
  // A constant expression (`Options.EXPLORER + '.' + Options.MAX_ZOOM`).
  const value = literalValue(argument, declarations);
  return typeof value === 'string' ? [value] : [];
}

/** The receiver's text without casts, `!` and parentheses (`options!` → `options`). */
function receiverText(node: ts.Expression, source: ts.SourceFile): string {
  return node
    .getText(source)
    .replace(/[!()]/g, '')
    .replace(/ as [A-Za-z]+$/, '');
}

/** A read of the form `options.inferXValue(path, default)`, or `scale.inferValue(options, path)`. */
function readOf(
  call: ts.CallExpression,
  source: ts.SourceFile,
  declarations: Declarations,
): OptionRead | null {
  if (!ts.isPropertyAccessExpression(call.expression)) return null;
  const reader = call.expression.name.text;
  const [first, second] = call.arguments;
  if (!first) return null;
  if (!READER.test(reader) && OPTION_RECEIVER.test(receiverText(first, source))) {
    // A helper handed the options and the names it reads (`getScaleType(options, 'logScale',
    // 'scaleType')`, `convertOption(options, 'min', axis, 'minValue')`).
    const paths = call.arguments
      .slice(1)
      .map((a) => literalValue(a, declarations))
      .filter((v): v is string => typeof v === 'string' && /^[A-Za-z][\w.]*$/.test(v));
    return paths.length > 0 ? { paths } : null;
  }
  if (!READER.test(reader)) return null;
  const onOptions = OPTION_RECEIVER.test(receiverText(call.expression.expression, source));
  // Another object's reader handed the options: the path is its second argument.
  const passedOptions = !onOptions && OPTION_RECEIVER.test(receiverText(first, source));
  if (!onOptions && !passedOptions) return null;
  const paths = pathsOf(passedOptions ? second : first, declarations);
  if (passedOptions || paths.length === 0) {
    return paths.length > 0 ? { paths, byReader: true } : null;
  }
  const value = second ? literalValue(second, declarations) : READER_BASE_VALUES[reader];
  const read: OptionRead = value === undefined ? { paths } : { paths, default: value };
  read.byReader = true;
  if (WHOLE_READERS.has(reader)) read.whole = true;
  return read;
}

/** The reads of the chart's options `source` makes (element accesses `options['theme']` too). */
export function optionReads(source: ts.SourceFile, declarations: Declarations): OptionRead[] {
  const reads: OptionRead[] = [];
  const visit = (node: ts.Node) => {
    const read = ts.isCallExpression(node) ? readOf(node, source, declarations) : null;
    if (read) reads.push(read);
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      const key = node.argumentExpression.text;
      if (OPTION_RECEIVER.test(receiverText(node.expression, source))) reads.push({ paths: [key] });
      // A member of an object an earlier read returned: `settings['axis']` after
      // `const settings = options.inferValue('explorer') || {}`.
      const holder = ts.isIdentifier(node.expression)
        ? localInitialiser(node, node.expression.text)
        : undefined;
      const call = holder && ts.isBinaryExpression(holder) ? holder.left : holder;
      const read = call && ts.isCallExpression(call) ? readOf(call, source, declarations) : null;
      if (read) reads.push({ paths: read.paths.map((p) => `${p}.${key}`) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

/**
 * The leaves of a defaults object as option paths (`{ hAxis: { minTextSpacing: 10 } }` →
 * `hAxis.minTextSpacing`); arrays are leaves.
 */
export function flattenDefaults(value: Json, prefix = ''): Map<string, Json> {
  const leaves = new Map<string, Json>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (prefix) leaves.set(prefix, value);
    return leaves;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [path, leaf] of flattenDefaults(child, prefix ? `${prefix}.${key}` : key)) {
      leaves.set(path, leaf);
    }
  }
  return leaves;
}
