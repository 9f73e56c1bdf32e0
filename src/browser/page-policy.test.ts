import {
  guardPolicyNavigations,
  needsFullLoad,
  pagePath,
  readPageCapabilities,
} from './page-policy';
import type { PageCapabilitiesData } from '../shared/page-capabilities';

const data: PageCapabilitiesData = {
  document: [],
  pages: { '/examples/pie-chart': ['charts', 'liveEditor'], '/docs/quick-walkthrough': ['charts'] },
};

test('page paths: prefix, trailing slash and .html forms', () => {
  expect(pagePath('/examples/pie-chart/', '')).toBe('/examples/pie-chart');
  expect(pagePath('/sub/examples/pie-chart.html', '/sub')).toBe('/examples/pie-chart');
  expect(pagePath('/sub', '/sub')).toBe('/');
  expect(pagePath('/sub/index.html', '/sub')).toBe('/');
});

test('a full load only into pages needing more than the document allows', () => {
  expect(needsFullLoad('/examples/pie-chart', data, '')).toBe(true);
  expect(needsFullLoad('/examples/', data, '')).toBe(false);
  expect(needsFullLoad('/docs/a%25b', data, '')).toBe(false);
  expect(needsFullLoad('/docs/a%b', data, '')).toBe(false);
  expect(
    needsFullLoad('/examples/pie-chart', { ...data, document: ['charts', 'liveEditor'] }, ''),
  ).toBe(false);
  expect(needsFullLoad('/docs/quick-walkthrough', { ...data, document: ['charts'] }, '')).toBe(
    false,
  );
});

function withDataBlock(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'page-capabilities';
  el.textContent = text;
  document.head.appendChild(el);
  return () => el.remove();
}

test('the data block is read, and ignored when broken', () => {
  const remove = withDataBlock(JSON.stringify(data));
  expect(readPageCapabilities()).toEqual(data);
  remove();
  expect(readPageCapabilities()).toBeNull();
  const removeBroken = withDataBlock('{"trunc');
  expect(readPageCapabilities()).toBeNull();
  removeBroken();
});

test('guarded navigations: a full load into a page needing more, client-side otherwise', () => {
  const remove = withDataBlock(JSON.stringify(data));
  const navigated: unknown[] = [];
  const assign = jest.fn();
  const reload = jest.fn();
  const listeners: ((e: Event) => void)[] = [];
  const fake = {
    document,
    location: {
      href: 'http://site.test/',
      origin: 'http://site.test',
      pathname: '/',
      assign,
      reload,
    },
    ___navigate: (to: unknown) => navigated.push(to),
    addEventListener: (_type: string, fn: (e: Event) => void) => listeners.push(fn),
  };
  guardPolicyNavigations(fake as unknown as Window);
  const nav = (fake as unknown as { ___navigate: (to: string) => void }).___navigate;
  nav('/examples/');
  nav('/examples/pie-chart#x');
  expect(navigated).toEqual(['/examples/']);
  expect(assign).toHaveBeenCalledWith('http://site.test/examples/pie-chart#x');
  // Back/forward into such a page: the router never sees it; the page reloads.
  fake.location.pathname = '/examples/pie-chart';
  const event = new Event('popstate');
  const stop = jest.spyOn(event, 'stopImmediatePropagation');
  listeners.forEach((fn) => fn(event));
  expect(stop).toHaveBeenCalled();
  expect(reload).toHaveBeenCalled();
  remove();
});
