/**
 * The events Google's source fires: members of its `ChartEventType` enum that a file names
 * (`ChartEventType.SELECT`, or bound by destructuring the enum), and the names that
 * `trigger(target, 'page', …)` calls give as literals.
 */
import ts from 'typescript';
import type { Declarations } from './literal-values';

const EVENT_ENUM = 'ChartEventType';
/** `animationFINISH` and `ANIMATION_FINISH` name the same member. */
const squash = (name: string) => name.replace(/_/g, '').toLowerCase();

/** The event names `source` fires or dispatches. */
export function firedEvents(source: ts.SourceFile, declarations: Declarations): Set<string> {
  const members = declarations.enums.get(EVENT_ENUM) ?? new Map();
  const bySquashedName = new Map([...members].map(([name, value]) => [squash(name), value]));
  const events = new Set<string>();
  const add = (value: unknown) => typeof value === 'string' && events.add(value);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === EVENT_ENUM) {
      add(members.get(node.name.text));
    }
    // `const { READY, SELECT } = ChartEventType`, possibly with a cast.
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer?.getText(source).startsWith(EVENT_ENUM)
    ) {
      for (const element of node.name.elements) {
        const name = (element.propertyName ?? element.name).getText(source);
        add(bySquashedName.get(squash(name)));
      }
    }
    if (
      ts.isCallExpression(node) &&
      /(^|\.)trigger$/.test(node.expression.getText(source)) &&
      node.arguments.length > 1 &&
      ts.isStringLiteralLike(node.arguments[1])
    ) {
      add(node.arguments[1].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return events;
}
