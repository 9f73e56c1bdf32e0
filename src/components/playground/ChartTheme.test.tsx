import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Chart } from 'chartwrap';
import { installFakeGoogle, type FakeGoogleHandle } from '@chartwrap/test-support';
import { resetLoader } from '../../../packages/chartwrap/src/loader';
import { ColorModeProvider, ColorModeToggle } from '../ColorMode';
import { SiteChartDefaults, chartThemeOptions } from './ChartTheme';

/** The colour variables of global.css, as jsdom does not load the stylesheet. */
const VARIABLES = {
  light: {
    '--c-bg': '#ffffff',
    '--c-text': '#1c1e21',
    '--c-text-muted': '#4b5563',
    '--c-border': '#d5dae1',
  },
  dark: {
    '--c-bg': '#1b1b1d',
    '--c-text': '#e3e3e3',
    '--c-text-muted': '#b4b9c2',
    '--c-border': '#444950',
  },
};

let fake: FakeGoogleHandle;
beforeEach(() => {
  localStorage.clear();
  resetLoader();
  fake = installFakeGoogle(window);
  // getComputedStyle of <html>: the variables of the mode its data-theme attribute names.
  jest.spyOn(window, 'getComputedStyle').mockImplementation(
    () =>
      ({
        getPropertyValue: (name: string) => {
          const mode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
          return VARIABLES[mode][name as keyof (typeof VARIABLES)['light']] ?? '';
        },
      }) as CSSStyleDeclaration,
  );
});
afterEach(() => {
  fake.uninstall();
  resetLoader();
  jest.restoreAllMocks();
});

test('the theme: background, text, gridlines and legend from the colours given', () => {
  expect(
    chartThemeOptions({ background: '#000', text: '#eee', muted: '#aaa', grid: '#333' }),
  ).toEqual({
    backgroundColor: '#000',
    chartArea: { backgroundColor: '#000' },
    titleTextStyle: { color: '#eee' },
    legend: { textStyle: { color: '#eee' } },
    hAxis: {
      textStyle: { color: '#aaa' },
      titleTextStyle: { color: '#eee' },
      gridlines: { color: '#333' },
      minorGridlines: { color: '#333' },
      baselineColor: '#aaa',
    },
    vAxis: {
      textStyle: { color: '#aaa' },
      titleTextStyle: { color: '#eee' },
      gridlines: { color: '#333' },
      minorGridlines: { color: '#333' },
      baselineColor: '#aaa',
    },
    pieSliceBorderColor: '#000',
  });
});

test('charts follow the colour mode: toggling redraws them, their own options still win', async () => {
  render(
    <ColorModeProvider>
      <ColorModeToggle />
      <SiteChartDefaults>
        <Chart
          chartType="LineChart"
          data={[
            ['x', 'y'],
            [1, 2],
          ]}
          options={{ legend: { position: 'bottom' }, title: 'Own' }}
        />
      </SiteChartDefaults>
    </ColorModeProvider>,
  );
  const lastOptions = () => fake.record.draws.at(-1)?.options;
  await waitFor(() => expect(lastOptions()?.backgroundColor).toBe('#ffffff'));
  expect(lastOptions()).toMatchObject({
    title: 'Own',
    legend: { position: 'bottom', textStyle: { color: '#1c1e21' } },
    hAxis: { gridlines: { color: '#d5dae1' } },
  });
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: /Switch between dark and light mode/ }));
  });
  await waitFor(() => expect(lastOptions()?.backgroundColor).toBe('#1b1b1d'));
  expect(lastOptions()).toMatchObject({
    title: 'Own',
    legend: { position: 'bottom', textStyle: { color: '#e3e3e3' } },
    vAxis: { gridlines: { color: '#444950' }, textStyle: { color: '#b4b9c2' } },
  });
});
