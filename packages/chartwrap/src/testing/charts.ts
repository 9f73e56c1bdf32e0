/**
 * The chart classes (`new google.visualization.PieChart(container)`…): a draw records itself and
 * renders a stand-in svg; clicking it selects the first row and fires `select`.
 */
import { PNG, hasImage } from './chart-types';
import type { FakeContext } from './context';
import { FakeDataTable } from './data-table';
import { snapshot, toTable } from './tables';
import type { FakeChart, FakeChartWrapper, FakeOptions, FakeTable } from './types';

const SVG = 'http://www.w3.org/2000/svg';

function titleOf(options: FakeOptions | undefined): string {
  if (!options) return '';
  const chart = options.chart as { title?: string } | undefined;
  return String(options.title || (chart && chart.title) || '');
}

interface RenderSpec {
  type: string;
  table: FakeTable;
  options: FakeOptions;
  onClick: () => void;
}

/** Draws a chart's stand-in svg into `container`: one bar per row (at most 20), named. */
function render(
  doc: Document,
  container: HTMLElement,
  { type, table, options, onClick }: RenderSpec,
) {
  const rowCount = table ? table.getNumberOfRows() : 0;
  const title = titleOf(options);
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('data-fake-chart', type);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', type + (title ? ': ' + title : '') + ' (' + rowCount + ' rows)');
  svg.setAttribute('viewBox', '0 0 100 50');
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  const colors = options && (options.colors as string[] | undefined);
  for (let i = 0; i < Math.min(rowCount, 20); i++) {
    const bar = doc.createElementNS(SVG, 'rect');
    const height = 10 + ((i * 7) % 35);
    bar.setAttribute('x', String(2 + i * 5));
    bar.setAttribute('y', String(50 - height));
    bar.setAttribute('width', '4');
    bar.setAttribute('height', String(height));
    bar.setAttribute('fill', (colors && colors[0]) || '#3366cc');
    svg.appendChild(bar);
  }
  svg.addEventListener('click', onClick);
  container.textContent = '';
  container.appendChild(svg);
}

/** The constructor of a chart type, as `google.visualization` holds it. */
export interface FakeChartClass {
  new (container: HTMLElement): FakeChart;
  convertOptions(options?: FakeOptions): FakeOptions;
}

/** The class of chart type `type` in the fake of `ctx`. */
export function chartClass(ctx: FakeContext, type: string): FakeChartClass {
  const { rec, events, doc } = ctx;
  class Chart implements FakeChart {
    type = type;
    selection: google.visualization.ChartSelection[] = [];
    // Declared only: set by a draw, a wrapper, or (getImageURI) on the prototype below.
    declare data?: FakeTable;
    declare options?: FakeOptions;
    declare wrapper?: FakeChartWrapper;
    declare getImageURI?: () => string;
    constructor(public container: HTMLElement) {
      rec.charts.push(this);
    }
    draw(data: unknown, options?: FakeOptions) {
      const table = toTable(data);
      const drawnOptions = options || {};
      this.data = table;
      this.options = drawnOptions;
      const { columns, rows } = snapshot(table);
      rec.draws.push({
        chartType: type,
        options: drawnOptions,
        columns,
        rows,
        container: this.container,
      });
      render(doc, this.container, {
        type,
        table,
        options: drawnOptions,
        onClick: () => {
          this.selection = [{ row: 0, column: 1 }];
          events.trigger(this.wrapper || this, 'select');
        },
      });
      events.trigger(this, 'ready');
    }
    getSelection() {
      return this.selection;
    }
    setSelection(selection?: google.visualization.ChartSelection[] | null) {
      this.selection = selection || [];
    }
    clearChart() {
      rec.cleared++;
      this.container.textContent = '';
    }
    getContainer() {
      return this.container;
    }
    computeDiff(oldData: unknown, newData: unknown): FakeDataTable {
      const table = (toTable(newData) as FakeDataTable).clone();
      table.p = { diff: true, old: snapshot(toTable(oldData)).rows.length };
      return table;
    }
    static convertOptions(options?: FakeOptions): FakeOptions {
      return { converted: true, ...options };
    }
  }
  if (hasImage(type))
    Chart.prototype.getImageURI = function (this: Chart) {
      rec.images.push({ chartType: type, container: this.container });
      return PNG;
    };
  return Chart;
}
