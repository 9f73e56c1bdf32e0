/**
 * Evaluating the default arguments of Google's option reads: literals, `DEFAULT_*` constants,
 * enum members (`InOutPosition.OUTSIDE`), simple arithmetic and object or array literals built of
 * those. Anything else (a computed colour, a text style made at run time) is not a value we can
 * state, and yields `undefined`.
 */
import ts from 'typescript';

/** A JSON value: what the inventory records as a default. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Top-level constants and enums of every file, by name, to resolve identifiers against. */
export interface Declarations {
  constants: Map<string, ts.Expression[]>;
  enums: Map<string, Map<string, Json>>;
}

/**
 * Collects the top-level `const` initialisers, the string or number enums and the classes' static
 * constants of `source`.
 */
export function collectDeclarations(source: ts.SourceFile, into: Declarations): void {
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init) {
          const list = into.constants.get(declaration.name.text) ?? [];
          list.push(init);
          into.constants.set(declaration.name.text, list);
        } else if (ts.isObjectBindingPattern(declaration.name) && init && ts.isIdentifier(init)) {
          // Members taken out of an enum or object (`const {LINEAR} = EasingType`): each name
          // stands for that member.
          for (const element of declaration.name.elements) {
            const member = element.propertyName ?? element.name;
            if (!ts.isIdentifier(element.name) || !ts.isIdentifier(member)) continue;
            const list = into.constants.get(element.name.text) ?? [];
            list.push(ts.factory.createPropertyAccessExpression(init, member.text));
            into.constants.set(element.name.text, list);
          }
        }
      }
    } else if (ts.isEnumDeclaration(statement)) {
      const members = new Map<string, Json>();
      for (const member of statement.members) {
        const init = member.initializer;
        if (init && (ts.isStringLiteral(init) || ts.isNumericLiteral(init))) {
          members.set(
            member.name.getText(source),
            ts.isStringLiteral(init) ? init.text : +init.text,
          );
        }
      }
      into.enums.set(statement.name.text, members);
    } else if (ts.isClassDeclaration(statement) && statement.name) {
      // A class's static constants (`static readonly OPTIONS_PATH = 'colorAxis'`), read as members.
      const members = into.enums.get(statement.name.text) ?? new Map<string, Json>();
      for (const member of statement.members) {
        const isStatic = ts
          .getModifiers(member as ts.PropertyDeclaration)
          ?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
        if (ts.isPropertyDeclaration(member) && isStatic && member.initializer) {
          const init = member.initializer;
          if (ts.isStringLiteral(init) || ts.isNumericLiteral(init)) {
            members.set(
              member.name.getText(source),
              ts.isStringLiteral(init) ? init.text : +init.text,
            );
          }
        }
      }
      if (members.size > 0) into.enums.set(statement.name.text, members);
    }
  }
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

const ARITHMETIC: Partial<Record<ts.SyntaxKind, (a: number, b: number) => number>> = {
  [ts.SyntaxKind.PlusToken]: (a, b) => a + b,
  [ts.SyntaxKind.MinusToken]: (a, b) => a - b,
  [ts.SyntaxKind.AsteriskToken]: (a, b) => a * b,
  [ts.SyntaxKind.SlashToken]: (a, b) => a / b,
};

/**
 * The value of `node` when it is made only of literals, constants and enum members. `partial`
 * keeps an object's members that have a value and leaves out the others (for a layer of defaults,
 * where each member stands alone); otherwise one computed member leaves the whole without a value.
 */
export function literalValue(
  node: ts.Expression,
  declarations: Declarations,
  { partial = false, depth = 0 }: { partial?: boolean; depth?: number } = {},
): Json | undefined {
  if (depth > 8) return undefined;
  const next = (child: ts.Expression) =>
    literalValue(child, declarations, { partial, depth: depth + 1 });
  const expression = unwrap(node);
  if (ts.isStringLiteralLike(expression)) return expression.text;
  if (ts.isTemplateExpression(expression)) {
    // A template of constants (`${CSSPREFIX}table`): its text, if every part has a value.
    let text = expression.head.text;
    for (const span of expression.templateSpans) {
      const part = next(span.expression);
      if (part === undefined || (part !== null && typeof part === 'object')) return undefined;
      text += `${part}${span.literal.text}`;
    }
    return text;
  }
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(expression) && expression.operator === ts.SyntaxKind.MinusToken) {
    const value = next(expression.operand);
    return typeof value === 'number' ? -value : undefined;
  }
  if (ts.isBinaryExpression(expression)) {
    const apply = ARITHMETIC[expression.operatorToken.kind];
    const [left, right] = [next(expression.left), next(expression.right)];
    const joinsText = typeof left === 'string' || typeof right === 'string';
    if (expression.operatorToken.kind === ts.SyntaxKind.PlusToken && joinsText) {
      return left !== undefined && right !== undefined ? `${left}${right}` : undefined;
    }
    return apply && typeof left === 'number' && typeof right === 'number'
      ? apply(left, right)
      : undefined;
  }
  if (ts.isIdentifier(expression)) {
    // A name taken out of an object we cannot read (`const {X} = module`) says nothing of it.
    const candidates = (declarations.constants.get(expression.text) ?? []).filter(
      (c) => c.pos >= 0 || next(c) !== undefined,
    );
    const values = new Set(candidates.map((c) => JSON.stringify(next(c) ?? null)));
    // A name bound to different values in different files is ambiguous: no value.
    return candidates.length > 0 && values.size === 1 ? next(candidates[0]) : undefined;
  }
  if (ts.isPropertyAccessExpression(expression)) {
    // `Enum.MEMBER` or `module.Enum.MEMBER`; else a member of a constant object.
    const owner = expression.expression;
    const ownerName = ts.isPropertyAccessExpression(owner)
      ? owner.name.text
      : ts.isIdentifier(owner)
        ? owner.text
        : owner.getText();
    const member = declarations.enums.get(ownerName)?.get(expression.name.text);
    if (member !== undefined) return member;
    const values = (declarations.constants.get(ownerName) ?? [])
      .map((c) => literalValue(c, declarations, { partial: true, depth: depth + 1 }))
      .map((o) =>
        o && typeof o === 'object' && !Array.isArray(o) ? o[expression.name.text] : undefined,
      )
      .filter((v) => v !== undefined);
    return values.length === 1 ? values[0] : undefined;
  }
  if (ts.isArrayLiteralExpression(expression)) {
    const items = expression.elements.map((element) => next(element));
    return items.every((item) => item !== undefined) ? (items as Json[]) : undefined;
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const object: Record<string, Json> = {};
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) return undefined;
      const value = next(property.initializer);
      if (value === undefined && !partial) return undefined;
      if (value === undefined) continue;
      const name = property.name;
      object[ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText()] =
        value;
    }
    return object;
  }
  return undefined;
}
