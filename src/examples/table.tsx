import { Chart } from 'chartwrap';

// Cells can be plain values or { v, f } pairs: v sorts, f is what the reader sees.
const data = [
  ['Name', 'Salary', 'Full time'],
  ['Mike', { v: 10000, f: '$10,000' }, true],
  ['Jim', { v: 8000, f: '$8,000' }, false],
  ['Alice', { v: 12500, f: '$12,500' }, true],
  ['Bob', { v: 7000, f: '$7,000' }, true],
  ['Carol', { v: 9400, f: '$9,400' }, false],
];

export default function TableExample() {
  return (
    <figure>
      <Chart
        chartType="Table"
        data={data}
        width="100%"
        height="auto"
        aria-label="Table of five employees with salary and full-time status"
        options={{
          showRowNumber: true,
          sortColumn: 1,
          sortAscending: false,
          page: 'enable',
          pageSize: 10,
          width: '100%',
        }}
      />
      <figcaption>Employees, sortable by any column: click a heading to sort.</figcaption>
    </figure>
  );
}
