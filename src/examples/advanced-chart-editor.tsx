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
  // Passing getChartEditor loads Google's "charteditor" package; chartwrap calls it with the
  // editor once it has made the chart's wrapper, and applies OK in the editor to the chart.
  const [editor, setEditor] = useState<EditorHandles | null>(null);

  const openEditor = () => {
    if (!editor) return;
    editor.chartEditor.openDialog(editor.chartWrapper, {});
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
        getChartEditor={setEditor}
      />
      <figcaption>
        Web users grow from 120k to 163k, mobile users from 80k to 181k, overtaking web in May.
      </figcaption>
    </figure>
  );
}
