// How <Chart> loads Google Charts: the packages of every chart on the page, the loader props, and a loader that fails or never answers.
import { fireEvent, render, screen } from '@testing-library/react';
import { Chart, LOADER_URL } from '../src';
import { installFakeGoogle } from '@chartwrap/test-support';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

afterEach(cleanupFake);

/** A second fake installed without resetting the library's loader (the page keeps its script). */
let extra: ReturnType<typeof installFakeGoogle> | undefined;
const useFakeWithoutReset = () => (extra = installFakeGoogle(window));
afterEach(() => extra?.uninstall());

describe('loading Google Charts', () => {
  it('a second chart needing another package loads the union (not the first set only)', async () => {
    const fake = useFake();
    const { container, rerender } = render(<Chart chartType="PieChart" data={pie} />);
    await drawnIn(container, 'PieChart');
    rerender(
      <>
        <Chart chartType="PieChart" data={pie} />
        <Chart chartType="Table" data={pie} />
        <Chart chartType="Bar" data={pie} options={{ chart: { title: 'Material' } }} />
      </>,
    );
    await drawnIn(container, 'Table');
    await drawnIn(container, 'Bar');
    expect(fake.scripts).toHaveLength(1);
    expect(fake.record.loads.at(-1)!.packages).toEqual(['corechart', 'table', 'bar']);
    // material options go through google.charts.Bar.convertOptions
    expect(fake.record.draws.find((d) => d.chartType === 'Bar')!.options).toMatchObject({
      converted: true,
      chart: { title: 'Material' },
    });
  });

  it('passes chartVersion, chartLanguage, mapsApiKey, chartPackages and loaderUrl', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="GeoChart"
        data={[
          ['Country', 'Pop'],
          ['FR', 1],
        ]}
        chartVersion="51"
        chartLanguage="fr"
        mapsApiKey="KEY"
        chartPackages={['map']}
        loaderUrl="https://example.test/loader.js"
      />,
    );
    await drawnIn(container, 'GeoChart');
    expect(fake.scripts).toEqual(['https://example.test/loader.js']);
    expect(fake.record.loads[0]).toEqual({
      version: '51',
      packages: ['map', 'geochart'],
      language: 'fr',
      mapsApiKey: 'KEY',
    });
  });

  it('an offline loader script: message, then Retry loads once the network is back', async () => {
    const fake = useFake({ scriptError: true });
    const onError = jest.fn();
    const { container } = render(<Chart chartType="PieChart" data={pie} onError={onError} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not load the Google Charts loader from ${LOADER_URL}`,
    );
    expect(onError.mock.calls[0][0]).toMatchObject({ code: 'script' });
    fake.uninstall();
    useFakeWithoutReset();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await drawnIn(container, 'PieChart');
  });

  it('a google.charts.load that never calls back times out', async () => {
    useFake({ neverLoad: true });
    render(<Chart chartType="PieChart" data={pie} loadTimeout={40} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('did not load within 40 ms');
  });
});
