import { Chart } from 'chartwrap';

// One row per day: the number of commits pushed to a repository in 2025.
// The counts follow a weekly rhythm (quiet weekends) with a busy release month in June.
function commitsPerDay(year: number): [Date, number][] {
  const rows: [Date, number][] = [];
  for (let day = new Date(year, 0, 1); day.getFullYear() === year;) {
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    const release = day.getMonth() === 5 ? 6 : 0;
    const commits = weekend ? day.getDate() % 3 : 3 + ((day.getDate() * 7) % 9) + release;
    rows.push([new Date(day), commits]);
    day.setDate(day.getDate() + 1);
  }
  return rows;
}

const data = [['Date', 'Commits'], ...commitsPerDay(2025)];

export default function CalendarExample() {
  return (
    <figure>
      <Chart
        chartType="Calendar"
        data={data}
        width="100%"
        height="220px"
        aria-label="Calendar chart: commits per day during 2025"
        options={{
          title: 'Commits per day, 2025',
          calendar: { cellSize: 13 },
          colorAxis: { colors: ['#e8f1fb', '#0b4a94'] },
        }}
      />
      <figcaption>
        Weekdays see 3 to 11 commits and weekends at most 2; June, the release month, is the busiest
        with up to 17 commits a day.
      </figcaption>
    </figure>
  );
}
