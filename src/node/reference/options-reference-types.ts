/**
 * Reading the library's option types with the compiler: a type spelled for reading, the members
 * worth nested rows, and doc comments as one line.
 */
import path from 'node:path';
import ts from 'typescript';

/** Property levels a path goes down to (`hAxis.viewWindow.min`); `[n]` levels are not counted. */
export const MAX_OPTION_DEPTH = 3;
/**
 * Small style types written out in the type column (`{ color, fontName, … }`) rather than as rows
 * of their own: they recur under many options (every title, axis and legend has a text style).
 */
const INLINE_TYPES = new Set(['ChartTextStyle', 'ChartStrokeFill', 'LabelStyle']);

export const isInline = (type: ts.Type) =>
  (type.isUnion() ? type.types : [type]).some(
    (t) => INLINE_TYPES.has(t.aliasSymbol?.name ?? '') || INLINE_TYPES.has(t.symbol?.name ?? ''),
  );

/** The first sentence-line of a doc comment, links written as code. */
export function oneLine(text: string): string {
  return text
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '`$1`')
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

/** Doc comments of the symbol's declarations in the library's own sources (not @types'). */
export function ownComment(symbol: ts.Symbol, checker: ts.TypeChecker, srcDir: string): string {
  const own = (symbol.declarations ?? []).filter((d) =>
    path.resolve(d.getSourceFile().fileName).startsWith(srcDir),
  );
  for (const declaration of own) {
    const comment = ts.getJSDocCommentsAndTags(declaration).find(ts.isJSDoc)?.comment;
    const text = typeof comment === 'string' ? comment : ts.getTextOfJSDocComment(comment);
    if (text?.trim()) return oneLine(text);
  }
  // Symbols made by mapped types (Omit, Pick) point at their declarations through the checker.
  if (own.length === 0) return '';
  return oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
}

const isStringLiteral = (t: ts.Type) => (t.flags & ts.TypeFlags.StringLiteral) !== 0;

/** The object members of a type worth expanding into nested rows (not arrays, dates, functions). */
function objectParts(type: ts.Type, checker: ts.TypeChecker): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  return members.filter((t) => {
    if (!(t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
    if (checker.isArrayType(t) || checker.isTupleType(t)) return false;
    if (t.getCallSignatures().length > 0) return false;
    // `Date`, and the global `Object`/`Function` types some options are loosely typed with: their
    // members are the prototype's, not options.
    if (['Date', 'Object', 'Function'].includes(t.symbol?.name ?? '')) return false;
    return true;
  });
}

/**
 * A type spelled for reading: literal unions listed with single quotes, `true | false` as
 * `boolean`, an object with nested rows as `object`, an index signature as `Record<…>`.
 */
export function typeText(type: ts.Type, checker: ts.TypeChecker, depth = 0): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrayAsGenericType;
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    const hasTrue = members.some((t) => checker.typeToString(t) === 'true');
    const hasFalse = members.some((t) => checker.typeToString(t) === 'false');
    const parts: string[] = [];
    // Literals first, in declaration order, then the rest.
    for (const t of [
      ...members.filter(isStringLiteral),
      ...members.filter((t) => !isStringLiteral(t)),
    ]) {
      const name = checker.typeToString(t);
      const text =
        hasTrue && hasFalse && (name === 'true' || name === 'false')
          ? 'boolean'
          : typeText(t, checker, depth + 1);
      if (!parts.includes(text)) parts.push(text);
    }
    return parts.join(' | ');
  }
  if (type.isStringLiteral()) return `'${type.value}'`;
  if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const inner = element ? typeText(element, checker, depth + 1) : 'unknown';
      return /[ |]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    if (type.getCallSignatures().length > 0 || type.symbol?.name === 'Date') {
      return checker.typeToString(type, undefined, flags).replace(/"/g, "'");
    }
    const index =
      checker.getIndexInfoOfType(type, ts.IndexKind.Number) ??
      checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index && checker.getPropertiesOfType(type).length === 0) {
      const key = index.keyType.flags & ts.TypeFlags.Number ? 'number' : 'string';
      return `Record<${key}, ${typeText(index.type, checker, depth + 1)}>`;
    }
    if (isInline(type)) {
      const names = checker.getPropertiesOfType(type).map((p) => p.name);
      return `{ ${names.join(', ')} }`;
    }
    return 'object';
  }
  return checker.typeToString(type, undefined, flags).replace(/"/g, "'");
}

/** The properties of a type's object parts, merged by name; and an index signature's value type. */
export function childrenOf(
  type: ts.Type,
  checker: ts.TypeChecker,
): { properties: ts.Symbol[]; index: { key: 'n' | 'key'; type: ts.Type } | null } {
  const byName = new Map<string, ts.Symbol>();
  let index: { key: 'n' | 'key'; type: ts.Type } | null = null;
  for (const part of objectParts(type, checker)) {
    for (const property of checker.getPropertiesOfType(part)) {
      if (!byName.has(property.name)) byName.set(property.name, property);
    }
    const numeric = checker.getIndexInfoOfType(part, ts.IndexKind.Number);
    const keyed = checker.getIndexInfoOfType(part, ts.IndexKind.String);
    const info = numeric ?? keyed;
    if (info && !index && objectParts(info.type, checker).length > 0) {
      index = { key: numeric ? 'n' : 'key', type: info.type };
    }
  }
  return { properties: [...byName.values()], index };
}

/** The symbol an export names (through `export … from`). */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol | undefined) {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}
