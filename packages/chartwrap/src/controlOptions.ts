/// <reference types="google.visualization" />
/**
 * The options of each dashboard control, keyed by `controlType`. `ChartControl.options` accepts
 * any of them (its type stays open); these types name what each control reads, for
 * `const o: ControlOptionsMap['CategoryFilter']` and for the site's options reference.
 */

/** Where a control's label sits and how it is styled: shared by every control's `ui`. */
export interface ControlLabelUi {
  /** Text shown next to the control. */
  label?: string;
  /** Text between the label and the control, e.g. `':'`. */
  labelSeparator?: string;
  /** Whether the label sits beside the control or above it. */
  labelStacking?: 'horizontal' | 'vertical';
  /** CSS class added to the control's container. */
  cssClass?: string;
}

/** The column a control filters, by index or by label: shared by the filters. */
export interface FilterColumn {
  /** Index of the data column the control filters. */
  filterColumnIndex?: number;
  /** Label of the data column the control filters (used when no index is given). */
  filterColumnLabel?: string;
}

export interface CategoryFilterOptions extends FilterColumn {
  /** The values offered for picking; by default the distinct values of the column. */
  values?: (string | number | boolean | Date)[];
  /** Match and list the column's formatted values instead of its raw ones. */
  useFormattedValue?: boolean;
  /** How the control looks and behaves. */
  ui?: ControlLabelUi & {
    /** Placeholder shown in the picker before anything is chosen. */
    caption?: string;
    /** Sort the offered values. */
    sortValues?: boolean;
    /** Where chosen values are listed, relative to the picker. */
    selectedValuesLayout?: 'aside' | 'below' | 'belowWrapping' | 'belowStacked';
    /** Let the reader clear the choice entirely. */
    allowNone?: boolean;
    /** Let the reader pick more than one value. */
    allowMultiple?: boolean;
    /** Let the reader type to narrow the offered values. */
    allowTyping?: boolean;
  };
}

/** The slider part shared by the number and date range filters. */
interface RangeSliderUi extends ControlLabelUi {
  /** Whether the slider runs across or up and down. */
  orientation?: 'horizontal' | 'vertical';
  /** Show the chosen low and high values beside the slider. */
  showRangeValues?: boolean;
  /** Amount one arrow-key press moves a thumb. */
  unitIncrement?: number;
  /** Amount one Page Up or Page Down press moves a thumb. */
  blockIncrement?: number;
  /** Number of tick marks on the slider; 0 for none. */
  ticks?: number;
}

export interface NumberRangeFilterOptions extends FilterColumn {
  /** Lowest value the slider allows; by default the column's minimum. */
  minValue?: number;
  /** Highest value the slider allows; by default the column's maximum. */
  maxValue?: number;
  /** How the control looks and behaves. */
  ui?: RangeSliderUi & {
    /** How the range values are shown. */
    format?: google.visualization.NumberFormatOptions;
    /** Smallest step the thumbs move by. */
    step?: number;
  };
}

export interface DateRangeFilterOptions extends FilterColumn {
  /** Earliest date the slider allows; by default the column's earliest. */
  minValue?: Date;
  /** Latest date the slider allows; by default the column's latest. */
  maxValue?: Date;
  /** How the control looks and behaves. */
  ui?: RangeSliderUi & {
    /** How the range values are shown. */
    format?: Omit<google.visualization.DateFormatOptions, 'formatType'> & {
      /** A named date format; `pattern` sets any other. */
      formatType?: 'short' | 'medium' | 'long';
    };
    /** Smallest step the thumbs move by. */
    step?: 'day' | 'month' | 'year';
  };
}

export interface StringFilterOptions extends FilterColumn {
  /** How typed text must match a value: whole, as its start, or anywhere inside it. */
  matchType?: 'exact' | 'prefix' | 'any';
  /** Tell upper- and lower-case letters apart when matching. */
  caseSensitive?: boolean;
  /** Match the column's formatted values instead of its raw ones. */
  useFormattedValue?: boolean;
  /** How the control looks and behaves. */
  ui?: ControlLabelUi & {
    /** Filter on every keystroke, rather than when the text box loses focus. */
    realtimeTrigger?: boolean;
  };
}

export interface ChartRangeFilterOptions extends FilterColumn {
  /** How the control looks and behaves. */
  ui?: {
    /** The small chart drawn behind the range selector. */
    chartType?: 'AreaChart' | 'LineChart' | 'ComboChart' | 'ScatterChart';
    /** Options of that small chart. */
    chartOptions?: Record<string, unknown>;
    /** A view of the data for the small chart, e.g. `{ columns: [0, 3] }`. */
    chartView?: Record<string, unknown>;
    /** Narrowest range the reader may select, in data units (milliseconds for dates). */
    minRangeSize?: number;
    /** Move the range ends to the nearest data points when released. */
    snapToData?: boolean;
  };
}

/** The options of every control type, keyed by `controlType`. */
export interface ControlOptionsMap {
  CategoryFilter: CategoryFilterOptions;
  ChartRangeFilter: ChartRangeFilterOptions;
  DateRangeFilter: DateRangeFilterOptions;
  NumberRangeFilter: NumberRangeFilterOptions;
  StringFilter: StringFilterOptions;
}
