/** `google.visualization.ControlWrapper` and `Dashboard` (the `controls` package). */
import { CONTROLS } from './chart-types';
import type { FakeContext } from './context';
import { toTable } from './tables';
import type {
  FakeChartWrapper,
  FakeControlWrapper,
  FakeDashboard,
  FakeOptions,
  FakeTable,
} from './types';

/** What `new ControlWrapper(spec)` reads (a control is one too: `clone` passes itself). */
interface ControlWrapperSpec {
  controlType?: string;
  containerId?: string;
  options?: FakeOptions;
  state?: Record<string, unknown>;
}

/** The ControlWrapper class of the fake of `ctx`: draws a labelled group standing for the control. */
export function controlWrapperClass({ rec, events, doc }: FakeContext) {
  return class ControlWrapper implements FakeControlWrapper {
    controlType: string;
    containerId: string;
    options: FakeOptions;
    state: Record<string, unknown>;
    constructor(spec?: ControlWrapperSpec) {
      const s = spec || {};
      this.controlType = s.controlType as string;
      this.containerId = s.containerId as string;
      this.options = s.options || {};
      this.state = s.state || {};
      rec.controls.push(this);
    }
    getControlType() {
      return this.controlType;
    }
    setControlType(type: string) {
      this.controlType = type;
    }
    getContainerId() {
      return this.containerId;
    }
    getOptions() {
      return this.options;
    }
    setOptions(options?: FakeOptions) {
      this.options = options || {};
    }
    getOption(key: string) {
      return this.options[key];
    }
    setOption(key: string, value: unknown) {
      this.options[key] = value;
    }
    getState() {
      return this.state;
    }
    setState(state?: Record<string, unknown>) {
      this.state = state || {};
    }
    getControl() {
      return this;
    }
    clone() {
      return new ControlWrapper(this);
    }
    toJSON() {
      return JSON.stringify({ controlType: this.controlType, options: this.options });
    }
    draw() {
      const container = doc.getElementById(this.containerId);
      if (!container || CONTROLS.indexOf(this.controlType) < 0) {
        events.trigger(this, 'error', { id: 'fake-error', message: 'Cannot draw control' });
        return;
      }
      const { filterColumnLabel, filterColumnIndex } = this.options;
      const label = filterColumnLabel
        ? String(filterColumnLabel)
        : filterColumnIndex != null
          ? 'column ' + String(filterColumnIndex)
          : '';
      const div = doc.createElement('div');
      div.setAttribute('data-fake-control', this.controlType);
      div.setAttribute('role', 'group');
      div.setAttribute('aria-label', this.controlType + (label ? ': ' + label : ''));
      div.textContent = this.controlType + (label ? ' (' + label + ')' : '');
      container.textContent = '';
      container.appendChild(div);
      events.trigger(this, 'ready');
    }
  };
}

/** The Dashboard class of the fake of `ctx`: draws its controls, then its charts with its data. */
export function dashboardClass({ rec, events }: FakeContext) {
  return class Dashboard implements FakeDashboard {
    bindings: FakeDashboard['bindings'] = [];
    declare data?: FakeTable;
    constructor(public container: HTMLElement) {
      rec.dashboards.push(this);
    }
    bind(
      controls: FakeControlWrapper | FakeControlWrapper[],
      charts: FakeChartWrapper | FakeChartWrapper[],
    ) {
      this.bindings.push({
        controls: ([] as FakeControlWrapper[]).concat(controls),
        charts: ([] as FakeChartWrapper[]).concat(charts),
      });
      return this;
    }
    draw(data: unknown) {
      const table = toTable(data);
      this.data = table;
      this.bindings.forEach((binding) => {
        binding.controls.forEach((control) => control.draw());
        binding.charts.forEach((wrapper) => {
          wrapper.setDataTable(table);
          wrapper.draw();
        });
      });
      events.trigger(this, 'ready');
    }
    getSelection() {
      return [];
    }
  };
}
