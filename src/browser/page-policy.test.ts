import {
  fetchCapabilitiesMap,
  guardPolicyNavigations,
  isCapabilitiesMap,
  needsFullLoad,
  pagePath,
  readPageCapabilities,
} from './page-policy';
import type { PageCapabilitiesData, PageCapabilitiesMap } from '../shared/page-capabilities';

const MAP_URL = '/page-capabilities.0123456789abcdef0123.json';
const map: PageCapabilitiesMap = {
  '/examples/pie-chart': ['charts', 'liveEditor'],
  '/docs/quick-walkthrough': ['charts'],
};
const data: PageCapabilitiesData = { document: [], map: MAP_URL };

test('page paths: prefix, trailing slash and .html forms', () => {
  expect(pagePath('/examples/pie-chart/', '')).toBe('/examples/pie-chart');
  expect(pagePath('/sub/examples/pie-chart.html', '/sub')).toBe('/examples/pie-chart');
  expect(pagePath('/sub', '/sub')).toBe('/');
  expect(pagePath('/sub/index.html', '/sub')).toBe('/');
});

test('a full load only into pages needing more than the document allows', () => {
  expect(needsFullLoad('/examples/pie-chart', [], map, '')).toBe(true);
  expect(needsFullLoad('/sub/examples/pie-chart/', [], map, '/sub')).toBe(true);
  expect(needsFullLoad('/examples/', [], map, '')).toBe(false);
  expect(needsFullLoad('/docs/a%25b', [], map, '')).toBe(false);
  expect(needsFullLoad('/docs/a%b', [], map, '')).toBe(false);
  expect(needsFullLoad('/examples/pie-chart', ['charts', 'liveEditor'], map, '')).toBe(false);
  expect(needsFullLoad('/docs/quick-walkthrough', ['charts'], map, '')).toBe(false);
  expect(needsFullLoad('/examples/pie-chart', ['charts'], map, '')).toBe(true);
});

function withDataBlock(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'page-capabilities';
  el.textContent = text;
  document.head.appendChild(el);
  return () => el.remove();
}

test('the data block is read, and ignored when broken or of the old shape', () => {
  const remove = withDataBlock(JSON.stringify(data));
  expect(readPageCapabilities()).toEqual(data);
  remove();
  expect(readPageCapabilities()).toBeNull();
  const removeBroken = withDataBlock('{"trunc');
  expect(readPageCapabilities()).toBeNull();
  removeBroken();
  const removeOld = withDataBlock(JSON.stringify({ document: [], pages: map }));
  expect(readPageCapabilities()).toBeNull();
  removeOld();
});

const response = (status: number, body: string) =>
  ({ ok: status >= 200 && status < 300, json: async () => JSON.parse(body) }) as Response;

test('the map is fetched, and null when it cannot be had', async () => {
  expect(isCapabilitiesMap(map)).toBe(true);
  expect(isCapabilitiesMap([])).toBe(false);
  expect(isCapabilitiesMap({ '/a': 'charts' })).toBe(false);
  expect(isCapabilitiesMap(null)).toBe(false);
  const fetchOk = jest.fn(async () => response(200, JSON.stringify(map)));
  await expect(fetchCapabilitiesMap(MAP_URL, fetchOk)).resolves.toEqual(map);
  expect(fetchOk).toHaveBeenCalledWith(MAP_URL, { credentials: 'same-origin' });
  await expect(fetchCapabilitiesMap(MAP_URL, async () => response(404, 'x'))).resolves.toBeNull();
  await expect(fetchCapabilitiesMap(MAP_URL, async () => response(200, '{"tr'))).resolves.toBe(
    null,
  );
  await expect(fetchCapabilitiesMap(MAP_URL, async () => response(200, '[1]'))).resolves.toBe(null);
  await expect(
    fetchCapabilitiesMap(MAP_URL, () => Promise.reject(new TypeError('offline'))),
  ).resolves.toBeNull();
});

/** A window with the parts the guard uses; `answer` is what the map request gives. */
function fakeWindow(answer: () => Promise<Response>, readyState = 'complete') {
  const navigated: unknown[] = [];
  const listeners = new Map<string, ((e: Event) => void)[]>();
  const idle: (() => void)[] = [];
  const fetchMap = jest.fn(answer);
  const fake = {
    document: { readyState, getElementById: (id: string) => document.getElementById(id) },
    location: {
      href: 'http://site.test/',
      origin: 'http://site.test',
      pathname: '/',
      assign: jest.fn(),
      reload: jest.fn(),
    },
    fetch: fetchMap,
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    ___navigate: (to: unknown) => navigated.push(to),
    addEventListener: (type: string, fn: (e: Event) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
  };
  guardPolicyNavigations(fake as unknown as Window);
  const nav = (to: string) =>
    (fake as unknown as { ___navigate: (to: string) => unknown }).___navigate(to);
  /** Goes back or forward to `pathname`; whether the router was kept from seeing it. */
  const popTo = (pathname: string) => {
    fake.location.pathname = pathname;
    const event = new Event('popstate');
    const stop = jest.spyOn(event, 'stopImmediatePropagation');
    (listeners.get('popstate') ?? []).forEach((fn) => fn(event));
    return stop.mock.calls.length > 0;
  };
  const runIdle = () => idle.splice(0).forEach((fn) => fn());
  return { fake, navigated, listeners, fetchMap, nav, popTo, runIdle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('guarded navigations: a full load into a page needing more, client-side otherwise', async () => {
  const remove = withDataBlock(JSON.stringify(data));
  const w = fakeWindow(async () => response(200, JSON.stringify(map)));
  // Nothing is fetched before the browser is idle after load; then the map, once.
  expect(w.fetchMap).not.toHaveBeenCalled();
  w.runIdle();
  expect(w.fetchMap).toHaveBeenCalledWith(MAP_URL, { credentials: 'same-origin' });
  await flush();
  w.nav('/examples/');
  w.nav('/examples/pie-chart#x');
  expect(w.navigated).toEqual(['/examples/']);
  expect(w.fake.location.assign).toHaveBeenCalledWith('http://site.test/examples/pie-chart#x');
  // Back/forward into such a page: the router never sees it; the page reloads.
  expect(w.popTo('/examples/pie-chart')).toBe(true);
  expect(w.fake.location.reload).toHaveBeenCalledTimes(1);
  expect(w.popTo('/examples/')).toBe(false);
  expect(w.fetchMap).toHaveBeenCalledTimes(1);
  remove();
});

test('a navigation before the map has loaded waits for it; the load waits for the page', async () => {
  const remove = withDataBlock(JSON.stringify(data));
  const w = fakeWindow(async () => response(200, JSON.stringify(map)), 'interactive');
  w.runIdle();
  expect(w.fetchMap).not.toHaveBeenCalled();
  // The first navigation fetches the map itself and goes on once it is there.
  const pending = w.nav('/docs/sponsor');
  expect(w.navigated).toEqual([]);
  await pending;
  expect(w.navigated).toEqual(['/docs/sponsor']);
  await w.nav('/docs/quick-walkthrough');
  expect(w.fake.location.assign).toHaveBeenCalledWith('http://site.test/docs/quick-walkthrough');
  // The load event, then idle: the map is not fetched again.
  w.listeners.get('load')!.forEach((fn) => fn(new Event('load')));
  w.runIdle();
  expect(w.fetchMap).toHaveBeenCalledTimes(1);
  remove();
});

test('without the map, only pages known to be allowed render client-side', async () => {
  const remove = withDataBlock(JSON.stringify(data));
  const w = fakeWindow(async () => response(500, ''));
  // Back and forward to this document's own page need no map.
  expect(w.popTo('/')).toBe(false);
  // Back/forward elsewhere before the map is there: a reload (always correct).
  expect(w.popTo('/docs/sponsor')).toBe(true);
  expect(w.fake.location.reload).toHaveBeenCalledTimes(1);
  // The map fails: every navigation to another page is a full load.
  await w.nav('/docs/sponsor');
  expect(w.navigated).toEqual([]);
  expect(w.fake.location.assign).toHaveBeenCalledWith('http://site.test/docs/sponsor');
  // Within the page (a hash) it stays client-side, without waiting.
  w.nav('/#top');
  expect(w.navigated).toEqual(['/#top']);
  remove();
});

test('a document allowing every capability fetches nothing and guards nothing', () => {
  const remove = withDataBlock(JSON.stringify({ ...data, document: ['charts', 'liveEditor'] }));
  const w = fakeWindow(async () => response(200, JSON.stringify(map)));
  w.runIdle();
  w.nav('/examples/pie-chart');
  expect(w.navigated).toEqual(['/examples/pie-chart']);
  expect(w.fetchMap).not.toHaveBeenCalled();
  expect(w.listeners.get('popstate')).toBeUndefined();
  remove();
});
