import { Chart } from 'chartwrap';

// Daily visits over four weeks. A ChartRangeFilter selects the window that the line chart shows,
// and `render` places the chart, the control and the toolbar in a layout of our own.
const start = new Date(2025, 2, 3);
const data: (string | Date | number)[][] = [['Day', 'Visits']];
for (let i = 0; i < 28; i++) {
  const weekend = i % 7 >= 5;
  data.push([new Date(start.getTime() + i * 86400000), (weekend ? 420 : 760) + ((i * 37) % 90)]);
}

export default function LayoutExample() {
  return (
    <Chart
      chartType="LineChart"
      data={data}
      width="100%"
      height="320px"
      aria-label="Line chart: daily visits in March 2025, with a range selector below"
      options={{ title: 'Daily visits', legend: 'none', hAxis: { format: 'MMM d' } }}
      controls={[
        {
          controlType: 'ChartRangeFilter',
          options: {
            filterColumnIndex: 0,
            ui: {
              chartType: 'LineChart',
              chartOptions: { height: 60, chartArea: { width: '90%' } },
            },
          },
        },
      ]}
      render={({ renderChart, renderControl, renderToolbar }) => (
        <div style={{ display: 'grid', gap: '0.75rem' }}>
          <div style={{ border: '1px solid #c4c4c4', borderRadius: 8, padding: '0.5rem' }}>
            {renderChart()}
          </div>
          <div>
            <p style={{ margin: 0 }}>Drag the handles to choose the days shown above:</p>
            {renderControl((control) => control.controlType === 'ChartRangeFilter')}
          </div>
          {renderToolbar()}
          <p style={{ margin: 0 }}>
            Visits run about 760–850 on weekdays and 420–510 at weekends, for 28 days from 3 March.
          </p>
        </div>
      )}
    />
  );
}
