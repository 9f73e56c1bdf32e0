import { Chart } from 'chartwrap';

// Columns: node (value and formatted HTML), parent, tooltip.
const data = [
  ['Name', 'Manager', 'Tooltip'],
  [{ v: 'Mike', f: 'Mike<div class="role">President</div>' }, '', 'The president'],
  [{ v: 'Jim', f: 'Jim<div class="role">Vice president</div>' }, 'Mike', 'VP of engineering'],
  [{ v: 'Alice', f: 'Alice<div class="role">Vice president</div>' }, 'Mike', 'VP of sales'],
  ['Bob', 'Jim', 'Engineering manager'],
  ['Carol', 'Bob', 'Staff engineer'],
  ['Dana', 'Alice', 'Account executive'],
];

export default function OrgChartExample() {
  return (
    <figure>
      <Chart
        chartType="OrgChart"
        data={data}
        width="100%"
        height="320px"
        aria-label="Org chart: a president, two vice presidents and their teams"
        options={{ allowHtml: true, allowCollapse: true, size: 'medium' }}
      />
      <figcaption>
        Mike (president) manages Jim and Alice (vice presidents); Bob reports to Jim and Carol to
        Bob; Dana reports to Alice.
      </figcaption>
    </figure>
  );
}
