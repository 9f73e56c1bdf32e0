/**
 * What the reference stage adds to the schema (content/schema.ts): the `ChartwrapProp`,
 * `ChartwrapOption` and `ChartwrapEvent` nodes, and the option and event rows of the tables a
 * page shows (`Mdx.optionsReference`, `Mdx.eventsReference`).
 */
import { described, typeBuilders, type SchemaPart } from '../content/schema';
import {
  EVENT_FIELDS,
  EVENTS_NODE_TYPE,
  eventsReferenceField,
  OPTION_FIELDS,
  OPTIONS_NODE_TYPE,
  optionsReferenceField,
} from './options-reference';
import { PROP_FIELDS, REFERENCE_NODE_TYPE } from './props-reference';

export const referenceSchema: SchemaPart = {
  mdxFields: {
    optionsReference: optionsReferenceField,
    eventsReference: eventsReferenceField,
  },
  types(schema) {
    const { nodeType } = typeBuilders(schema);
    return [
      nodeType(
        REFERENCE_NODE_TYPE,
        "One prop of chartwrap's <Chart> component, read at build time from the library's TypeScript types and doc comments (src/node/reference/props-reference.ts).",
        described(PROP_FIELDS),
      ),
      nodeType(
        OPTIONS_NODE_TYPE,
        "One option of a chart type's or control's `options`, at any depth, read at build time from the library's TypeScript types and doc comments (src/node/reference/options-reference.ts).",
        described(OPTION_FIELDS),
      ),
      nodeType(
        EVENTS_NODE_TYPE,
        "One event a chart type fires (`chartEvents`' `eventName`), with what its listener receives and when it fires, read at build time from the library's `ChartTypeEventsMap` and `ChartEventArgsMap` (src/node/reference/options-reference.ts).",
        described(EVENT_FIELDS),
      ),
    ];
  },
};
