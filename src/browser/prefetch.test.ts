import { connectionAllowsPrefetch, installPrefetch, prefetchPathOf } from './prefetch';

describe('connection rule', () => {
  test.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j allows prefetch: %s', (connection, allowed) => {
    expect(connectionAllowsPrefetch(connection)).toBe(allowed);
  });
});

describe('hover and touch prefetch', () => {
  function setUp(allowed: boolean) {
    document.body.innerHTML = `
      <a id="page" href="/examples/gauge?x=1"><span id="inner">Gauge</span></a>
      <a id="here" href="${window.location.pathname}">Here</a>
      <a id="ext" href="https://example.org/a">External</a>
      <a id="tab" href="/tags" target="_blank">New tab</a>
      <a id="file" href="/llms.txt">File</a>`;
    const calls: string[] = [];
    const loader = { hovering: (p: string) => calls.push(p) };
    installPrefetch(loader, document, () => allowed);
    const touch = (id: string) =>
      document.getElementById(id)!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    return { calls, loader, touch };
  }

  test('a touch on an internal page link prefetches it, as a hover does', () => {
    const { calls, loader, touch } = setUp(true);
    touch('inner');
    for (const id of ['here', 'ext', 'tab', 'file']) touch(id);
    loader.hovering('/docs/sponsor');
    expect(calls).toEqual(['/examples/gauge?x=1', '/docs/sponsor']);
  });

  test('on a slow connection or with data saving neither hover nor touch prefetches', () => {
    const { calls, loader, touch } = setUp(false);
    touch('inner');
    loader.hovering('/docs/sponsor');
    expect(calls).toEqual([]);
  });

  test('prefetchPathOf', () => {
    const a = document.createElement('a');
    a.href = '/page.html';
    expect(prefetchPathOf(a, window.location)).toBe('/page.html');
    a.setAttribute('download', '');
    expect(prefetchPathOf(a, window.location)).toBeNull();
  });
});
