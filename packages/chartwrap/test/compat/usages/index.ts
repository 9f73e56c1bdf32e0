/**
 * react-google-charts usages, written as its documentation writes them (options and data in a
 * `const` apart from the JSX, its prop names and callback shapes), with only the import naming
 * `chartwrap`, one file per family of usages. These files must type-check as they are, with no
 * error suppressed and no cast (a test reads them to make sure). `compat.test.tsx` draws each
 * usage with the fake Google namespace.
 */
import { coreChartsUsages } from './coreCharts';
import { dashboardsUsages } from './dashboards';
import { eventsUsages } from './events';
import { loadingUsages } from './loading';
import { otherChartsUsages } from './otherCharts';

export * from './peer';

/** Every usage, by name: each file holds one family of them. */
export const usages = {
  ...coreChartsUsages,
  ...otherChartsUsages,
  ...eventsUsages,
  ...dashboardsUsages,
  ...loadingUsages,
};

export type UsageName = keyof typeof usages;
