// `chartwrap/testing` as the quick walkthrough shows it to users ("Test components that draw
// charts"): the fake answers the loader, the chart's `data-chartwrap` goes from `loading` to
// `ready`, the draw is recorded, and the fake's failure options reach the error state.
import { render, screen, waitFor } from '@testing-library/react';
import { Chart } from 'chartwrap';
import { fakeChart, installFakeGoogle, type FakeGoogleHandle } from 'chartwrap/testing';
import { CORE_CHART_TYPES } from '../src/chartTypes';
import { resetLoader } from '../src/loader';
import { CORE_CHARTS } from '../src/testing/chart-types';

let fake: FakeGoogleHandle | undefined;
afterEach(() => {
  fake?.uninstall();
  resetLoader();
});

const Sales = () => (
  <Chart
    chartType="ColumnChart"
    data={[
      ['Month', 'Sales'],
      ['Jan', 3],
    ]}
  />
);

it('draws through the fake, and data-chartwrap says loading, then ready', async () => {
  fake = installFakeGoogle(window);
  render(<Sales />);
  const figure = screen.getByRole('figure');
  expect(figure).toHaveAttribute('data-chartwrap', 'loading');
  await waitFor(() => expect(figure).toHaveAttribute('data-chartwrap', 'ready'));
  await waitFor(() => expect(window.__fakeGoogle?.draws).toHaveLength(1));
  expect(window.__fakeGoogle?.draws[0].chartType).toBe('ColumnChart');
  expect(window.__fakeGoogle?.draws[0].rows).toEqual([['Jan', 3]]);
});

it('with scriptError, data-chartwrap says error and the message shows', async () => {
  fake = installFakeGoogle(window, { scriptError: true });
  render(<Sales />);
  const figure = screen.getByRole('figure');
  await waitFor(() => expect(figure).toHaveAttribute('data-chartwrap', 'error'));
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load the Google Charts loader');
});

it('one fake serves chart after chart: installed once, never reset between them', async () => {
  fake = installFakeGoogle(window);
  for (const run of [1, 2]) {
    const view = render(<Sales />);
    await waitFor(() =>
      expect(view.getByRole('figure')).toHaveAttribute('data-chartwrap', 'ready'),
    );
    await waitFor(() => expect(fakeChart(view.container, 'ColumnChart')).not.toBeNull());
    expect({ run, draws: fake.record.draws.length }).toEqual({ run, draws: run });
    view.unmount();
  }
});

it("the fake's corechart list is the library's CORE_CHART_TYPES (a copy, kept out of a shared chunk)", () => {
  expect(CORE_CHARTS).toEqual(CORE_CHART_TYPES);
});
