import { Chart } from 'chartwrap';

// Monthly coffee production by country (bags), plus the average as a line.
const data = [
  ['Month', 'Bolivia', 'Ecuador', 'Madagascar', 'Papua New Guinea', 'Rwanda', 'Average'],
  ['2024/05', 165, 938, 522, 998, 450, 614.6],
  ['2024/06', 135, 1120, 599, 1268, 288, 682],
  ['2024/07', 157, 1167, 587, 807, 397, 623],
  ['2024/08', 139, 1110, 615, 968, 215, 609.4],
  ['2024/09', 136, 691, 629, 1026, 366, 569.6],
];

export default function ComboChartExample() {
  return (
    <figure>
      <Chart
        chartType="ComboChart"
        data={data}
        width="100%"
        height="400px"
        aria-label="Combo chart: monthly coffee production by country as columns, with the average as a line"
        options={{
          title: 'Monthly coffee production by country',
          vAxis: { title: 'Bags' },
          hAxis: { title: 'Month' },
          seriesType: 'bars',
          series: { 5: { type: 'line', lineWidth: 3 } },
          legend: { position: 'bottom' },
        }}
      />
      <figcaption>
        Papua New Guinea and Ecuador produce the most each month; the average stays between 570 and
        682 bags, peaking in June 2024.
      </figcaption>
    </figure>
  );
}
