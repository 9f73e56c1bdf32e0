/**
 * The rows of the options and events references, as the GraphQL nodes hold them: their fields,
 * each with its GraphQL type and description, and the node types.
 */
import type { OptionRow } from '../../shared/options-table';
import type { DefaultSource } from './options-reference-inventory';

/** One row of the reference: an option of one chart type or control, at any depth. */
export interface OptionDoc extends OptionRow {
  /** The chart type (`PieChart`) or control type (`CategoryFilter`) the option belongs to. */
  owner: string;
  /** Position in the owner's table (top-level options by name, each followed by its children). */
  order: number;
  /**
   * Where its default comes from: Google's source, two public copies of Google's option tables, or
   * our doc tags; null with no default.
   */
  defaultSource?: DefaultSource | null;
}

/** The GraphQL fields of an option (`[type, description]`): one per member of OptionDoc. */
export const OPTION_FIELDS: {
  [K in keyof OptionDoc]-?: readonly [type: string, description: string];
} = {
  owner: ['String!', 'Chart type (`PieChart`) or control type (`CategoryFilter`) it belongs to.'],
  path: ['String!', 'Path of the option: `pieHole`, `legend.position`, `series[n].color`.'],
  anchor: ['String!', 'Id of its row on the page (`option-legend.position`).'],
  depth: ['Int!', 'Nesting depth: 1 for a top-level option.'],
  parentPath: ['String', 'Path of the option it is nested in; null at the top level.'],
  hasChildren: ['Boolean!', 'Whether rows nested under it follow.'],
  type: ['String!', "The option's type, spelled for reading (literal unions listed)."],
  default: [
    'String',
    'What the option comes to when unset, as a source states it (`defaultSource`), in inline Markdown; null if none.',
  ],
  description: ['String!', 'One-line description, from the library\u2019s doc comments.'],
  order: ['Int!', "Position in the owner's table."],
  defaultSource: [
    'String',
    "Where the default comes from: `google-source` (Google's code) or `public-copies` (two public copies of Google's option tables); null if none (no source states one).",
  ],
};

export const OPTIONS_NODE_TYPE = 'ChartwrapOption';

/** One row of a chart type's events reference: an event it fires. */
export interface EventDoc {
  /** The chart type (`GeoChart`). */
  owner: string;
  /** The event's name, as `eventName` takes it (`regionClick`). */
  event: string;
  /** Id of its row on the page (`event-regionClick`). */
  anchor: string;
  /** What the listener's `eventArgs` holds, as the compiler writes its type; `'none'` for none. */
  args: string;
  /** When it fires: the doc comment of the event in the library's `ChartEventArgsMap`. */
  description: string;
}

/** The GraphQL fields of an event row (`[type, description]`): one per member of EventDoc. */
export const EVENT_FIELDS: {
  [K in keyof EventDoc]-?: readonly [type: string, description: string];
} = {
  owner: ['String!', 'Chart type (`GeoChart`) that fires it.'],
  event: ['String!', 'Name of the event, as `eventName` takes it (`regionClick`).'],
  anchor: ['String!', 'Id of its row on the page (`event-regionClick`).'],
  args: ['String!', "What the listener's `eventArgs` holds, as a type; `none` when it gets none."],
  description: ['String!', 'When it fires, from the library\u2019s doc comments.'],
};

export const EVENTS_NODE_TYPE = 'ChartwrapEvent';
