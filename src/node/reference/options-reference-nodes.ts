/**
 * The options and events rows as Gatsby nodes, and the field that gives a page the rows of the
 * options tables it shows.
 */
import type { Node, SourceNodesArgs } from 'gatsby';
import type { ResolverContext } from '../content/content-pages';
import { optionOwnersIn } from '../markdown/mdx-text';
import {
  EVENTS_NODE_TYPE,
  OPTIONS_NODE_TYPE,
  type EventDoc,
  type OptionDoc,
} from './options-reference-fields';

/** `sourceNodes` step: one `ChartwrapOption` node per option row, one `ChartwrapEvent` per event. */
export function sourceOptionNodes(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
  options: readonly OptionDoc[],
  events: readonly EventDoc[] = [],
): void {
  for (const event of events) {
    actions.createNode({
      ...event,
      id: createNodeId(`${EVENTS_NODE_TYPE}-${event.owner}-${event.event}`),
      parent: null,
      children: [],
      internal: { type: EVENTS_NODE_TYPE, contentDigest: createContentDigest(event) },
    });
  }
  for (const option of options) {
    actions.createNode({
      ...option,
      id: createNodeId(`${OPTIONS_NODE_TYPE}-${option.owner}-${option.path}`),
      parent: null,
      children: [],
      internal: { type: OPTIONS_NODE_TYPE, contentDigest: createContentDigest(option) },
    });
  }
}

/** The rows the `ChartwrapOption` nodes hold, by owner and table order. */
export function optionsFromNodes(getNodesByType: (type: string) => Node[]): OptionDoc[] {
  return getNodesByType(OPTIONS_NODE_TYPE)
    .map((node) => node as unknown as OptionDoc)
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.order - b.order);
}

/**
 * The field `Mdx.optionsReference`: the rows of the options tables a page shows
 * (`<OptionsReference of="…" />`), by owner in order of appearance, each owner's in table order.
 */
export const optionsReferenceField = {
  type: `[${OPTIONS_NODE_TYPE}!]!`,
  description:
    'The option rows of the tables this page shows with <OptionsReference of="…" />, in table order.',
  async resolve(source: { body?: string }, _args: unknown, context: ResolverContext) {
    const owners = optionOwnersIn(source.body ?? '');
    if (owners.length === 0) return [];
    const { entries } = await context.nodeModel.findAll<OptionDoc>({
      type: OPTIONS_NODE_TYPE,
      query: { filter: { owner: { in: owners } } },
    });
    const rows = Array.from(entries).filter((row) => owners.includes(row.owner));
    const missing = owners.filter((owner) => !rows.some((row) => row.owner === owner));
    if (missing.length > 0) {
      throw new Error(
        `<OptionsReference of="${missing.join('", "')}" />: no such chart or control type in the library's ChartOptionsMap or ControlOptionsMap`,
      );
    }
    return rows.sort(
      (a, b) => owners.indexOf(a.owner) - owners.indexOf(b.owner) || a.order - b.order,
    );
  },
};
