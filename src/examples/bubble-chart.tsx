import { Chart } from 'chartwrap';

// Columns: label, x (life expectancy), y (fertility rate), colour (region), size (population).
const data = [
  ['Country', 'Life expectancy', 'Fertility rate', 'Region', 'Population'],
  ['CAN', 80.66, 1.67, 'North America', 33739900],
  ['DEU', 79.84, 1.36, 'Europe', 81902307],
  ['DNK', 78.6, 1.84, 'Europe', 5523095],
  ['EGY', 72.73, 2.78, 'Middle East', 79716203],
  ['GBR', 80.05, 2, 'Europe', 61801570],
  ['IRN', 72.49, 1.7, 'Middle East', 73137148],
  ['IRQ', 68.09, 4.77, 'Middle East', 31090763],
  ['ISR', 81.55, 2.96, 'Middle East', 7485600],
  ['RUS', 68.6, 1.54, 'Europe', 141850000],
  ['USA', 78.09, 2.05, 'North America', 307007000],
];

export default function BubbleChartExample() {
  return (
    <figure>
      <Chart
        chartType="BubbleChart"
        data={data}
        width="100%"
        height="400px"
        aria-label="Bubble chart: life expectancy against fertility rate for ten countries, sized by population"
        options={{
          title: 'Fertility rate vs life expectancy (bubble size: population)',
          hAxis: { title: 'Life expectancy (years)' },
          vAxis: { title: 'Fertility rate (children per woman)' },
          bubble: { textStyle: { fontSize: 11 } },
          chartArea: { width: '70%' },
        }}
      />
      <figcaption>
        Countries with longer life expectancy tend to have lower fertility rates; Iraq (68 years,
        4.8 children) and Israel (81.6 years, 3.0 children) stand out from the trend.
      </figcaption>
    </figure>
  );
}
