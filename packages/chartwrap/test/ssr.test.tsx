/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Chart } from '../src';

describe('server rendering', () => {
  it('imports and renders without window/document, emitting the accessible placeholder', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Chart
        chartType="PieChart"
        data={[
          ['A', 'B'],
          ['x', 1],
        ]}
        options={{ title: 'Server' }}
      />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading chart');
    expect(html).toContain('role="figure"');
    expect(html).toContain('aria-label="Server"');
    expect(html).toContain('data-chartwrap="loading"');
  });

  it('renders a custom loader on the server', () => {
    const html = renderToString(
      <Chart chartType="Table" data={[['A'], ['x']]} loader={<i>wait</i>} />,
    );
    expect(html).toContain('<i>wait</i>');
  });
});
