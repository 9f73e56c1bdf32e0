/** Selectors the fault tests share. */

/** A chart the fake Google Charts drew in the page's main column. */
export const CHART = 'main svg[data-fake-chart]';

/** A chart's error in place, with its Retry button. */
export const CHART_ALERT = 'main [role="alert"]:has(button:text-is("Retry"))';
