// The chart editor: getChartEditor hands it out, and its OK redraws with the edited wrapper.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Chart } from '../src';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

type Wrapper = google.visualization.ChartWrapper;

afterEach(cleanupFake);

describe('the chart editor', () => {
  it('getChartEditor hands out the ChartEditor; OK redraws with the edited wrapper', async () => {
    const fake = useFake();
    let editor: { openDialog: (w: Wrapper) => void; getChartWrapper: () => Wrapper } | undefined;
    let wrapper: Wrapper | undefined;
    const { container } = render(
      <Chart
        chartType="ColumnChart"
        data={pie}
        getChartEditor={({ chartEditor, chartWrapper }) => {
          editor = chartEditor;
          wrapper = chartWrapper;
        }}
      />,
    );
    await drawnIn(container, 'ColumnChart');
    expect(fake.record.loads[0].packages).toContain('charteditor');
    act(() => editor!.openDialog(wrapper!));
    editor!.getChartWrapper().setChartType('BarChart');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await drawnIn(container, 'BarChart');
  });
});
