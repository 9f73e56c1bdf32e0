import type {
  ChartControl,
  ChartLoadedArgs,
  ChartProps,
  RenderControlFilterArgument,
} from './types';

// react-google-charts' props and callback shapes that Chartwrap accepts, so that code written for
// it runs with only the import changed. Each logs one warning per page, in development only,
// naming the Chartwrap form; production builds keep no warning text, because the messages live
// inside a `process.env.NODE_ENV !== 'production'` block, which bundlers remove.

type DeprecatedForm =
  | 'spreadSheetUrl'
  | 'spreadSheetQueryParameters'
  | 'chartLoaderScriptUrl'
  | 'legend_toggle'
  | 'graph_id'
  | 'graphID'
  | 'getChartWrapper'
  | 'onLoad'
  | 'controlWrapperParams'
  | 'controlProp'
  | 'control'
  | 'PatternFormat'
  | 'props'
  | 'eventArgs';

// Bundlers replace `process.env.NODE_ENV`; declared here so the package needs no Node types.
declare const process: { env: { NODE_ENV?: string } };

const warned = new Set<DeprecatedForm>();

export function warnDeprecated(form: DeprecatedForm) {
  if (process.env.NODE_ENV !== 'production' && !warned.has(form)) {
    warned.add(form);
    const [used, replacement] = {
      spreadSheetUrl: ['`spreadSheetUrl`', '`spreadsheetUrl`'],
      spreadSheetQueryParameters: ['`spreadSheetQueryParameters`', '`spreadsheetQueryParameters`'],
      chartLoaderScriptUrl: ['`chartLoaderScriptUrl`', '`loaderUrl`'],
      legend_toggle: ['`legend_toggle`', '`legendToggle`'],
      graph_id: ['`graph_id`', '`id`'],
      graphID: ['`graphID`', '`id`'],
      getChartWrapper: ['`getChartWrapper`', '`ref`, which receives the ChartWrapper'],
      onLoad: [
        "`onLoad`'s second argument",
        '`ref` for the ChartWrapper and `getChartEditor` for the chart editor',
      ],
      controlWrapperParams: [
        "a control's `controlWrapperParams`",
        'the same fields on the control itself (e.g. `state`)',
      ],
      controlProp: [
        "`controlProp` in a `renderControl` filter's argument",
        'the argument itself, which is the control: `renderControl((control, index) => …)`',
      ],
      control: [
        "`control` in a `renderControl` filter's argument",
        '`controlWrapper` in the `controlEvents` callbacks',
      ],
      PatternFormat: ["a PatternFormat's pattern in `options`", '`pattern`'],
      props: [
        '`props` in an event callback argument',
        'the props in scope where the callback is written',
      ],
      eventArgs: ['`eventArgs[0]`', '`eventArgs` itself, e.g. `eventArgs.region`'],
    }[form];
    console.warn(
      `Chartwrap: ${used} is deprecated (the react-google-charts form); use ${replacement}.`,
    );
  }
}

/** Forgets which warnings were logged (tests). */
export const resetDeprecationWarnings = () => warned.clear();

/**
 * `target` with react-google-charts' fields added, each read through a getter that warns, so that
 * only code that uses one hears about it.
 */
function withDeprecatedFields<Target extends object>(
  target: Target,
  fields: Partial<Record<DeprecatedForm, () => unknown>>,
) {
  for (const [name, read] of Object.entries(fields) as [DeprecatedForm, () => unknown][])
    Object.defineProperty(target, name, { get: () => (warnDeprecated(name), read()) });
  return target;
}

/** react-google-charts' prop names and the Chartwrap props they stand for. */
const RENAMED_PROPS = {
  spreadSheetUrl: 'spreadsheetUrl',
  spreadSheetQueryParameters: 'spreadsheetQueryParameters',
  chartLoaderScriptUrl: 'loaderUrl',
  legend_toggle: 'legendToggle',
  graph_id: 'id',
  graphID: 'id',
} as const satisfies Partial<Record<keyof ChartProps, keyof ChartProps>>;

/**
 * The props with react-google-charts' names moved to Chartwrap's (Chartwrap's name wins when both
 * are given); the same object when none is used.
 */
export function withChartwrapNames<Props extends ChartProps>(props: Props): Props {
  let renamed: Props | undefined;
  for (const [used, name] of Object.entries(RENAMED_PROPS) as [DeprecatedForm, keyof Props][]) {
    const value = props[used as keyof Props];
    if (value != null) {
      warnDeprecated(used);
      renamed ||= { ...props };
      renamed[name] ??= value;
    }
  }
  return renamed || props;
}

/** react-google-charts' `onLoad(google, { chartWrapper, … })` declares a second parameter. */
export const wantsChartWrapper = (onLoad: NonNullable<ChartProps['onLoad']>) => onLoad.length > 1;

/** Calls react-google-charts' callbacks that receive the ChartWrapper once it exists. */
export function handOutChartWrapper(
  { getChartWrapper, onLoad }: ChartProps,
  loaded: ChartLoadedArgs,
) {
  if (getChartWrapper) {
    warnDeprecated('getChartWrapper');
    getChartWrapper(loaded.chartWrapper, loaded.google);
  }
  if (onLoad && wantsChartWrapper(onLoad)) {
    warnDeprecated('onLoad');
    onLoad(loaded.google, loaded);
  }
}

/** A control's `controlWrapperParams`, passed to its ControlWrapper after its own fields. */
export function controlWrapperParamsOf({ controlWrapperParams }: ChartControl) {
  if (process.env.NODE_ENV !== 'production' && controlWrapperParams)
    warnDeprecated('controlWrapperParams');
  return controlWrapperParams;
}

/**
 * What a `renderControl` filter receives first: a copy of the control, which also answers
 * react-google-charts' `({ control, controlProp })` form.
 */
export function renderControlArgument(
  control: ChartControl,
  controlWrapper: () => google.visualization.ControlWrapper | undefined,
): RenderControlFilterArgument {
  return withDeprecatedFields(
    { ...control },
    {
      controlProp: () => control,
      control: controlWrapper,
    },
  ) as RenderControlFilterArgument;
}

/** An event callback's argument, which also carries react-google-charts' `props`. */
export function eventCallbackArgument<Args extends object>(
  args: Args,
  live: { props: ChartProps },
) {
  return withDeprecatedFields(args, { props: () => live.props });
}

/**
 * An event callback's `eventArgs`: the arguments Google passed the listener, as an array, which
 * is react-google-charts' value (so its `eventArgs[0]` keeps working, and warns), with the first
 * argument's fields also set on it: `eventArgs.region`, Chartwrap's form.
 */
export function eventArgsOf(args: unknown[]): unknown[] {
  const eventArgs = Object.assign([...args], typeof args[0] == 'object' && args[0]);
  // In development each index warns when read; production builds keep the plain array.
  if (process.env.NODE_ENV !== 'production')
    args.forEach((arg, index) =>
      Object.defineProperty(eventArgs, index, {
        get: () => (warnDeprecated('eventArgs'), arg),
        enumerable: true,
      }),
    );
  return eventArgs;
}

/** The pattern of a PatternFormat, also read from `options` where react-google-charts puts it. */
export function patternOf({ pattern, options }: { pattern?: string; options?: unknown }) {
  if (process.env.NODE_ENV !== 'production' && pattern == null) warnDeprecated('PatternFormat');
  return pattern ?? (options as string | undefined);
}
