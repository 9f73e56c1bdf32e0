import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { Chart, useChartImage, type ChartImage, type ChartWrapperOf } from '../src';
import { cleanupFake, drawnIn, useFake } from './helpers';

afterEach(cleanupFake);

const sales = [
  ['Quarter', 'Sales'],
  ['Q1', 120],
  ['Q2', 180],
];

/** A column chart with Download and Print buttons, enabled once the chart is drawn. */
function ExportedChart({ onImage }: { onImage?: (image: ChartImage) => void }) {
  const image = useChartImage();
  const [data, setData] = useState(sales);
  onImage?.(image);
  return (
    <>
      <Chart chartType="ColumnChart" data={data} ref={image.ref} />
      <button disabled={!image.ready} onClick={() => image.download('sales.png')}>
        Download PNG
      </button>
      <button disabled={!image.ready} onClick={() => image.print()}>
        Print
      </button>
      <button onClick={() => setData([...sales, ['Q3', 90]])}>More data</button>
    </>
  );
}

/** The links clicked in the document (not followed: jsdom cannot navigate). */
function watchLinkClicks() {
  const clicks: { href: string; download: string; attached: boolean }[] = [];
  const listener = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    const { href, download, isConnected } = event.target;
    clicks.push({ href, download, attached: isConnected });
  };
  document.addEventListener('click', listener);
  return { clicks, stop: () => document.removeEventListener('click', listener) };
}

describe('useChartImage: the image, download and print', () => {
  it('enables the buttons once the chart is drawn; Download saves its PNG under the name given', async () => {
    const fake = useFake();
    const { container } = render(<ExportedChart />);
    const download = screen.getByRole('button', { name: 'Download PNG' });
    expect(download).toBeDisabled();
    await drawnIn(container, 'ColumnChart');
    await waitFor(() => expect(download).toBeEnabled());
    const links = watchLinkClicks();
    try {
      fireEvent.click(download);
    } finally {
      links.stop();
    }
    expect(fake.record.images).toEqual([
      { chartType: 'ColumnChart', container: container.querySelector('[id$="chart"]') },
    ]);
    expect(links.clicks).toEqual([
      {
        href: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
        download: 'sales.png',
        attached: true,
      },
    ]);
    // The link was only there for the click.
    expect(document.querySelector('a[download]')).toBeNull();
    // A browser decodes the fake's image: canonical base64 of a whole PNG (signature to IEND).
    const base64 = links.clicks[0].href.split(',')[1];
    const bytes = Buffer.from(base64, 'base64');
    expect(bytes.toString('base64')).toBe(base64);
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('before the chart is drawn there is no image: null, and download and print do nothing', async () => {
    const fake = useFake({ neverLoad: true });
    let image: ChartImage | undefined;
    render(<ExportedChart onImage={(current) => (image = current)} />);
    await waitFor(() => expect(fake.record.loads).toHaveLength(1));
    const links = watchLinkClicks();
    try {
      expect(image!.ready).toBe(false);
      expect(image!.getImageURI()).toBeNull();
      expect(image!.download()).toBe(false);
      expect(image!.print()).toBe(false);
    } finally {
      links.stop();
    }
    expect(links.clicks).toEqual([]);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('Download names the file chart.png by default', async () => {
    useFake();
    let image: ChartImage | undefined;
    const { container } = render(<ExportedChart onImage={(current) => (image = current)} />);
    await drawnIn(container, 'ColumnChart');
    await waitFor(() => expect(image!.ready).toBe(true));
    const links = watchLinkClicks();
    try {
      expect(image!.download()).toBe(true);
    } finally {
      links.stop();
    }
    expect(links.clicks.map((click) => click.download)).toEqual(['chart.png']);
  });

  it('Print prints the image alone in a frame, once loaded, then removes the frame', async () => {
    const fake = useFake();
    const { container } = render(<ExportedChart />);
    await drawnIn(container, 'ColumnChart');
    const print = screen.getByRole('button', { name: 'Print' });
    await waitFor(() => expect(print).toBeEnabled());
    const pagePrint = jest.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(print);
    const frame = document.querySelector('iframe')!;
    const image = frame.contentDocument!.querySelector('img')!;
    expect(image.src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(fake.record.images.map((taken) => taken.chartType)).toEqual(['ColumnChart']);
    // Printed when the image has loaded (jsdom loads no image: the test says it has).
    const framePrint = jest.spyOn(frame.contentWindow!, 'print').mockImplementation(() => {});
    expect(framePrint).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    expect(framePrint).toHaveBeenCalledTimes(1);
    expect(pagePrint).not.toHaveBeenCalled();
    expect(frame.isConnected).toBe(false);
    pagePrint.mockRestore();
  });
});

describe('useChartImage: readiness, StrictMode and charts without images', () => {
  it('is not ready once a redraw fails, nor after the chart unmounts', async () => {
    const fake = useFake();
    let image: ChartImage | undefined;
    const { container, unmount } = render(
      <ExportedChart onImage={(current) => (image = current)} />,
    );
    await drawnIn(container, 'ColumnChart');
    await waitFor(() => expect(image!.ready).toBe(true));
    fake.record.options.failDraw = true;
    fireEvent.click(screen.getByRole('button', { name: 'More data' }));
    await waitFor(() => expect(image!.ready).toBe(false));
    fake.record.options.failDraw = false;
    const { getImageURI } = image!;
    unmount();
    expect(getImageURI()).toBeNull();
  });

  it('works under StrictMode (effects run twice): the image is the drawn chart’s', async () => {
    const fake = useFake();
    const { container } = render(
      <StrictMode>
        <ExportedChart />
      </StrictMode>,
    );
    await drawnIn(container, 'ColumnChart');
    const download = screen.getByRole('button', { name: 'Download PNG' });
    await waitFor(() => expect(download).toBeEnabled());
    const links = watchLinkClicks();
    try {
      fireEvent.click(download);
    } finally {
      links.stop();
    }
    expect(links.clicks).toHaveLength(1);
    expect(fake.record.images).toHaveLength(1);
    expect(fake.record.images[0].container.isConnected).toBe(true);
  });

  it('names the chart type when the types were bypassed on a chart without images', async () => {
    useFake();
    let image: ChartImage | undefined;
    function TableImage() {
      image = useChartImage();
      // A cast past the type error that `ref={image.ref}` is on a Table.
      const ref = image.ref as (wrapper: ChartWrapperOf<'Table'> | null) => void;
      return <Chart chartType="Table" data={sales} ref={ref} />;
    }
    const { container } = render(<TableImage />);
    await drawnIn(container, 'Table');
    await waitFor(() => expect(image!.ready).toBe(true));
    expect(() => image!.getImageURI()).toThrow(
      'useChartImage: Google Charts cannot render a Table as an image (only the core charts and GeoChart)',
    );
  });
});
