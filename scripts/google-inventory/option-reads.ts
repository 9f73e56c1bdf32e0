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
  /**
   * The default is what the chart's definition holds under this name (`chartDef.baselineColor`),
   * which the code read from another option (memberReads): that option's value stands for it.
   */
  defaultFromMember?: string;
  /**
   * A default chosen at run time between values (`scatter ? 0 : DEFAULT_LINE_WIDTH`): each of
   * them, as the code may fall back to either.
   */
  defaultChoices?: Json[];
  /** The read hands a default argument the script cannot state (a text style made at run time). */
  computedDefault?: true;
  /**
   * The default is a parameter of the function making the read (`defaultDuration`): the value
   * its callers hand it, when they all hand the same one (parameterValue).
   */
  defaultFromParameter?: { fn: string; index: number; file: string };
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

/** What a function body returns: its one `return` statement's expression. */
function returnedExpression(body: ts.Block): ts.Expression | undefined {
  const returns = body.statements.filter(ts.isReturnStatement);
  return returns.length === 1 ? returns[0].expression : undefined;
}

/**
 * The option paths the first argument of a read names: a string, an array of them, a template
 * (a local variable's own template inlined, any other substitution as `*`), a local variable
 * holding one of those; none when it is computed otherwise.
 */
function pathsOf(
  argument: ts.Expression,
  declarations: Declarations,
  depth = 0,
  bindings: ReadonlyMap<string, string[]> = new Map(),
): string[] {
  if (depth > 6) return [];
  const next = (node: ts.Expression) => pathsOf(node, declarations, depth + 1, bindings);
  if (ts.isStringLiteralLike(argument)) return [argument.text];
  if (ts.isParenthesizedExpression(argument)) return next(argument.expression);
  if (ts.isIdentifier(argument)) {
    // A helper's parameter: what its caller handed it, written in the caller's scope.
    const bound = bindings.get(argument.text);
    if (bound) return bound;
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
  // An unset optional list (`names || []`): the paths of the list when it is given.
  if (
    ts.isBinaryExpression(argument) &&
    argument.operatorToken.kind === ts.SyntaxKind.BarBarToken
  ) {
    const given = next(argument.left);
    return given.length > 0 ? given : next(argument.right);
  }
  // A list joined to another (`[a, b].concat(more)`): the paths of both, in order.
  if (
    ts.isCallExpression(argument) &&
    ts.isPropertyAccessExpression(argument.expression) &&
    argument.expression.name.text === 'concat'
  ) {
    return [argument.expression.expression, ...argument.arguments].flatMap(next);
  }
  // A local function that writes the paths (`namesOf(interval, option)`, `optionPath('color')`):
  // its parameters bound to the call's arguments, those it is not handed as `*`.
  if (ts.isCallExpression(argument) && ts.isIdentifier(argument.expression)) {
    const helper = localInitialiser(argument, argument.expression.text);
    if (helper && ts.isArrowFunction(helper)) {
      // Each argument's paths as the caller writes them (its own parameters bound in turn).
      const bound = new Map<string, string[]>();
      helper.parameters.forEach((parameter, i) => {
        const given = argument.arguments[i];
        if (ts.isIdentifier(parameter.name) && given) bound.set(parameter.name.text, next(given));
      });
      const body = ts.isBlock(helper.body) ? returnedExpression(helper.body) : helper.body;
      return body ? pathsOf(body, declarations, depth + 1, bound) : [];
    }
  }
  // A constant expression (`Options.EXPLORER + '.' + Options.MAX_ZOOM`).
  const value = literalValue(argument, declarations);
  return typeof value === 'string' ? [value] : [];
}

/**
 * A read's default argument as a value: a literal or constant, or a local constant of the
 * function making the read (`const defaultAngle = 30`) whose initialiser is one.
 */
function defaultValue(node: ts.Expression, declarations: Declarations): Json | undefined {
  const value = literalValue(node, declarations);
  if (value !== undefined || !ts.isIdentifier(node)) return value;
  const initialiser = localInitialiser(node, node.text);
  return initialiser ? literalValue(initialiser, declarations) : undefined;
}

/**
 * The values a default chosen by a condition can take (`a ? 0 : 2`, directly or through a local
 * constant), when both branches are values.
 */
function defaultChoices(node: ts.Expression, declarations: Declarations): Json[] | undefined {
  const initialiser = ts.isIdentifier(node) ? localInitialiser(node, node.text) : node;
  let choice = initialiser;
  while (choice && ts.isParenthesizedExpression(choice)) choice = choice.expression;
  if (!choice || !ts.isConditionalExpression(choice)) return undefined;
  const branches = [choice.whenTrue, choice.whenFalse].map((b) => defaultValue(b, declarations));
  return branches.every((b) => b !== undefined) ? (branches as Json[]) : undefined;
}

/**
 * Whether a default named by a constant is a placeholder: the function making the read compares
 * a value with that constant (`rawColor === DEFAULT_COLOR`) to put a computed one in its place.
 */
function isPlaceholder(node: ts.Expression, call: ts.CallExpression): boolean {
  if (!ts.isIdentifier(node)) return false;
  let scope: ts.Node | undefined = call.parent;
  while (scope && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  if (!scope || ts.isSourceFile(scope)) return false;
  let compared = false;
  const visit = (child: ts.Node) => {
    const equality = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ];
    if (
      ts.isBinaryExpression(child) &&
      equality.includes(child.operatorToken.kind) &&
      [child.left, child.right].some((side) => ts.isIdentifier(side) && side.text === node.text)
    ) {
      compared = true;
    }
    if (!compared) ts.forEachChild(child, visit);
  };
  visit(scope);
  return compared;
}

/** The object holding the chart's definition, where the code keeps what it read from options. */
const CHART_DEFINITION = /^(this\.)?chartDef$/;

/**
 * Where a default with no value of its own comes from: a member of the chart's definition
 * (`chartDef.gridlineColor`), or a parameter of the named function making the read.
 */
function defaultFromElsewhere(node: ts.Expression): Partial<OptionRead> {
  if (ts.isPropertyAccessExpression(node) && CHART_DEFINITION.test(node.expression.getText())) {
    return { defaultFromMember: node.name.text };
  }
  if (!ts.isIdentifier(node)) return {};
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionDeclaration(scope) || !scope.name) continue;
    const index = scope.parameters.findIndex(
      (p) => ts.isIdentifier(p.name) && p.name.text === node.text,
    );
    const file = node.getSourceFile().fileName;
    return index >= 0 ? { defaultFromParameter: { fn: scope.name.text, index, file } } : {};
  }
  return {};
}

/**
 * The members of the chart's definition that hold an option's value as read
 * (`chartDef.baselineColor = options.inferColorValue('baselineColor', '')`): member → the read.
 */
export function memberReads(
  source: ts.SourceFile,
  declarations: Declarations,
): Map<string, OptionRead> {
  const members = new Map<string, OptionRead>();
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      CHART_DEFINITION.test(node.left.expression.getText(source)) &&
      ts.isCallExpression(node.right)
    ) {
      const read = readOf(node.right, source, declarations);
      if (read?.paths.length === 1) members.set(node.left.name.text, read);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return members;
}

/** Whether `source` imports the function `fn` from `file` (`'../../common/animation'`). */
function importsFrom(source: ts.SourceFile, fn: string, file: string): boolean {
  const module = file.replace(/\.ts$/, '').split('/').pop();
  return source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.split('/').pop() === module &&
      !!statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((e) => e.name.text === fn),
  );
}

/**
 * The value every call of the function `fn` declared in `file` hands its parameter `index`, in
 * that file and the sources importing it (`getProperties(options, 0, 30, LINEAR)`); none when
 * the calls differ or a value is computed.
 */
export function parameterValue(
  sources: readonly ts.SourceFile[],
  declarations: Declarations,
  { fn, index, file }: { fn: string; index: number; file: string },
): Json | undefined {
  const values: (Json | undefined)[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === fn
    ) {
      const given = node.arguments[index];
      values.push(given ? literalValue(given, declarations) : undefined);
    }
    ts.forEachChild(node, visit);
  };
  sources.filter((s) => s.fileName === file || importsFrom(s, fn, file)).forEach(visit);
  const written = new Set(values.map((v) => JSON.stringify(v ?? null)));
  return values.length > 0 && values.every((v) => v !== undefined) && written.size === 1
    ? values[0]
    : undefined;
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
  const value =
    second && isPlaceholder(second, call)
      ? undefined
      : second
        ? defaultValue(second, declarations)
        : READER_BASE_VALUES[reader];
  const read: OptionRead = value === undefined ? { paths } : { paths, default: value };
  if (second && value === undefined) {
    const choices = defaultChoices(second, declarations);
    Object.assign(read, choices ? { defaultChoices: choices } : defaultFromElsewhere(second));
    if (!choices && !read.defaultFromMember && !read.defaultFromParameter) {
      read.computedDefault = true;
    }
  }
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
