import { Chart } from 'chartwrap';

// Population of the five largest US cities (2020 census and 2010 census).
const data = [
  ['City', '2020 population', '2010 population'],
  ['New York City, NY', 8804190, 8175133],
  ['Los Angeles, CA', 3898747, 3792621],
  ['Chicago, IL', 2746388, 2695598],
  ['Houston, TX', 2304580, 2100263],
  ['Phoenix, AZ', 1608139, 1445632],
];

export default function BarChartExample() {
  return (
    <figure>
      <Chart
        chartType="BarChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Bar chart: population of the five largest US cities in 2010 and 2020"
        options={{
          title: 'Population of the largest US cities',
          chartArea: { width: '55%' },
          hAxis: { title: 'Total population', minValue: 0, format: 'short' },
          vAxis: { title: 'City' },
          colors: ['#1b6ac9', '#9aa9bd'],
          legend: { position: 'bottom' },
        }}
      />
      <figcaption>
        Every city grew between 2010 and 2020; New York City (8.8 million in 2020) is more than
        twice the size of Los Angeles (3.9 million).
      </figcaption>
    </figure>
  );
}
