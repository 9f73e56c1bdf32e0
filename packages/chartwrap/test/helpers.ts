import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ChartProps } from '../src';
import { resetLoader } from '../src/loader';
import {
  fakeChart,
  installFakeGoogle,
  type FakeGoogleHandle,
  type FakeGoogleOptions,
} from '@chartwrap/test-support';

let fake: FakeGoogleHandle | undefined;

/** Installs the fake google for one test; `cleanupFake` (afterEach) removes it. */
export function useFake(options: FakeGoogleOptions = {}): FakeGoogleHandle {
  fake?.uninstall();
  resetLoader();
  fake = installFakeGoogle(window, options);
  return fake;
}

export function cleanupFake() {
  fake?.uninstall();
  fake = undefined;
  resetLoader();
}

/** Waits until the fake has drawn a chart of `type` in `root`; resolves to its svg. */
export const drawnIn = (root: ParentNode, type: string) =>
  waitFor(() => {
    const svg = fakeChart(root, type);
    if (!svg) throw new Error(`no ${type} drawn`);
    return svg;
  });

/** Renders a `<Chart>` element and waits until the fake has drawn its chart. */
export async function renderDrawn(chart: ReactElement<ChartProps>) {
  const view = render(chart);
  await drawnIn(view.container, chart.props.chartType);
  return view;
}

export const pie = [
  ['Task', 'Hours per day'],
  ['Work', 11],
  ['Eat', 2],
  ['Sleep', 7],
];
