import { useState } from 'react';
import { Chart } from 'chartwrap';

// Monthly active users of two apps (thousands).
const data = [
  ['Month', 'Web app', 'Mobile app'],
  ['Jan', 120, 80],
  ['Feb', 132, 95],
  ['Mar', 141, 118],
  ['Apr', 150, 140],
  ['May', 149, 162],
  ['Jun', 163, 181],
];

type EditorHandles = Parameters<
  NonNullable<React.ComponentProps<typeof Chart>['getChartEditor']>
>[0];

export default function ChartEditorExample() {
  // getChartEditor hands us the editor once Google's "charteditor" package has loaded.
  const [editor, setEditor] = useState<EditorHandles | null>(null);

  const openEditor = () => {
    if (!editor) return;
    const { chartEditor, chartWrapper, google } = editor;
    google.visualization.events.addOneTimeListener(chartEditor, 'ok', () => {
      // The reader pressed OK: copy the edited chart back into our chart.
      const edited = chartEditor.getChartWrapper();
      chartWrapper.setChartType(edited.getChartType());
      chartWrapper.setOptions(edited.getOptions());
      chartWrapper.draw();
    });
    chartEditor.openDialog(chartWrapper, {});
  };

  return (
    <figure>
      <button type="button" onClick={openEditor} disabled={!editor}>
        Edit chart
      </button>
      <Chart
        chartType="LineChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Line chart: monthly active users of the web and mobile apps, January to June"
        options={{ title: 'Monthly active users (thousands)', legend: { position: 'bottom' } }}
        chartPackages={['corechart', 'controls', 'charteditor']}
        getChartEditor={setEditor}
      />
      <figcaption>
        Web users grow from 120k to 163k, mobile users from 80k to 181k, overtaking web in May.
      </figcaption>
    </figure>
  );
}
