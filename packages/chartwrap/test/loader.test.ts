import { LOADER_URL, loadGoogleCharts } from '../src';
import { installFakeGoogle } from '@chartwrap/test-support';
import { cleanupFake, useFake } from './helpers';

afterEach(cleanupFake);

describe('loadGoogleCharts', () => {
  it('injects the loader script once and loads the requested packages', async () => {
    const fake = useFake();
    const [a, b] = await Promise.all([
      loadGoogleCharts({ packages: ['corechart'] }),
      loadGoogleCharts({ packages: ['corechart'] }),
    ]);
    expect(a).toBe(b);
    expect(fake.scripts).toEqual([LOADER_URL]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
    expect(fake.record.loads).toHaveLength(1);
    expect(fake.record.loads[0]).toMatchObject({ version: 'current', packages: ['corechart'] });
  });

  it('merges packages: a later call for another package loads the union', async () => {
    const fake = useFake();
    await loadGoogleCharts({ packages: ['corechart'] });
    const g = await loadGoogleCharts({ packages: ['table'] });
    expect(fake.record.loads.map((l) => l.packages)).toEqual([
      ['corechart'],
      ['corechart', 'table'],
    ]);
    expect(typeof g.visualization.Table).toBe('function');
    // Asking again for loaded packages does not call google.charts.load again.
    await loadGoogleCharts({ packages: ['table'] });
    expect(fake.record.loads).toHaveLength(2);
    expect(fake.scripts).toHaveLength(1);
  });

  it('merges packages requested in the same tick into one load', async () => {
    const fake = useFake();
    await Promise.all([
      loadGoogleCharts({ packages: ['corechart'] }),
      loadGoogleCharts({ packages: ['gantt'] }),
      loadGoogleCharts({ packages: ['geochart'] }),
    ]);
    expect(fake.record.loads[0].packages).toEqual(['corechart', 'gantt', 'geochart']);
    expect(fake.record.loads).toHaveLength(1);
  });

  it('passes version, language, mapsApiKey and a custom loader URL', async () => {
    const fake = useFake();
    await loadGoogleCharts({
      packages: ['map'],
      version: '51',
      language: 'fr',
      mapsApiKey: 'KEY',
      loaderUrl: 'https://example.test/loader.js',
    });
    expect(fake.scripts).toEqual(['https://example.test/loader.js']);
    expect(fake.record.loads[0]).toEqual({
      version: '51',
      packages: ['map'],
      language: 'fr',
      mapsApiKey: 'KEY',
    });
  });

  it('rejects with a typed error when the script fails, and a retry starts afresh', async () => {
    const fake = useFake({ scriptError: true });
    await expect(loadGoogleCharts()).rejects.toMatchObject({
      name: 'ChartwrapError',
      code: 'script',
    });
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    fake.uninstall();
    // No resetLoader() here: the failure reset the loader by itself.
    const again = installFakeGoogle(window);
    try {
      await expect(loadGoogleCharts()).resolves.toBeDefined();
      expect(again.scripts).toHaveLength(1);
    } finally {
      again.uninstall();
    }
  });

  it('rejects with a timeout error when google.charts.load never calls back', async () => {
    useFake({ neverLoad: true });
    await expect(loadGoogleCharts({ timeout: 30 })).rejects.toMatchObject({ code: 'timeout' });
  });

  it('does not inject a script when google.charts is already on the page', async () => {
    const fake = useFake({ preloaded: true });
    await loadGoogleCharts();
    expect(fake.scripts).toHaveLength(0);
  });

  it('fails when the script defines no google.charts', async () => {
    useFake({ emptyScript: true });
    await expect(loadGoogleCharts()).rejects.toMatchObject({ code: 'script' });
  });
});
