/**
 * The events reference: each chart type's events read from the library's types, and the field
 * that gives a page its chart type's rows.
 */
import ts from 'typescript';
import type { Node } from 'gatsby';
import type { ResolverContext } from '../content/content-pages';
import { optionOwnersIn } from '../markdown/mdx-text';
import { EVENTS_NODE_TYPE, type EventDoc } from './options-reference-fields';
import { oneLine, resolveAlias } from './options-reference-types';

/** The events the ChartWrapper fires for every chart type, before each type's own. */
const WRAPPER_EVENTS = ['ready', 'select', 'error'];

/**
 * Each chart type's events, read from the library's types: the ChartWrapper's and those of
 * `ChartTypeEventsMap`, each with its argument and description from `ChartEventArgsMap`.
 */
export function eventRows(checker: ts.TypeChecker, exports: readonly ts.Symbol[]): EventDoc[] {
  const declared = (name: string) => {
    const symbol = resolveAlias(
      checker,
      exports.find((s) => s.name === name),
    );
    if (!symbol) throw new Error(`Events reference: the library does not export ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const args = declared('ChartEventArgsMap');
  const rows: EventDoc[] = [];
  for (const ownerSymbol of checker.getPropertiesOfType(declared('ChartTypeEventsMap'))) {
    const own = checker.getTypeOfSymbol(ownerSymbol);
    const names = (own.isUnion() ? own.types : [own])
      .filter((t): t is ts.StringLiteralType => t.isStringLiteral())
      .map((t) => t.value)
      .sort();
    for (const event of [...WRAPPER_EVENTS, ...names]) {
      const property = args.getProperty(event);
      if (!property) throw new Error(`Events reference: ${event} is not in ChartEventArgsMap`);
      const type = checker.getTypeOfSymbol(property);
      const description = oneLine(
        ts.displayPartsToString(property.getDocumentationComment(checker)),
      );
      if (!description) {
        throw new Error(`Events reference: ${event} has no doc comment in ChartEventArgsMap`);
      }
      rows.push({
        owner: ownerSymbol.name,
        event,
        anchor: `event-${event}`,
        args:
          type.flags & ts.TypeFlags.Undefined
            ? 'none'
            : checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation),
        description,
      });
    }
  }
  return rows;
}

/** The rows the `ChartwrapEvent` nodes hold, by chart type, in table order (as read). */
export function eventsFromNodes(getNodesByType: (type: string) => Node[]): EventDoc[] {
  return getNodesByType(EVENTS_NODE_TYPE).map((node) => {
    const { owner, event, anchor, args, description } = node as unknown as EventDoc;
    return { owner, event, anchor, args, description };
  });
}

/**
 * The field `Mdx.eventsReference`: the events of the page's chart type (front matter
 * `chartType`) when the page shows that chart type's options table, in table order; none on
 * other pages (a guide showing several tables would repeat the `#event-select` ids).
 */
export const eventsReferenceField = {
  type: `[${EVENTS_NODE_TYPE}!]!`,
  description:
    'The events of the page\u2019s chart type, when the page shows its options table (<OptionsReference of="…" />), in table order.',
  async resolve(
    source: { body?: string; frontmatter?: { chartType?: string | null } },
    _args: unknown,
    context: ResolverContext,
  ) {
    const chartType = source.frontmatter?.chartType;
    if (!chartType || !optionOwnersIn(source.body ?? '').includes(chartType)) return [];
    const { entries } = await context.nodeModel.findAll<EventDoc>({
      type: EVENTS_NODE_TYPE,
      query: { filter: { owner: { eq: chartType } } },
    });
    return Array.from(entries).filter((row) => row.owner === chartType);
  },
};
