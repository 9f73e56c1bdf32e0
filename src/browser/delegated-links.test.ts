import { delegateLinks } from './delegated-links';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

function setUp() {
  document.body.innerHTML = `
    <ul id="menu">
      <li><a id="page" href="/examples/gauge?x=1"><span id="inner">Gauge</span></a></li>
      <li><a id="here" href="${window.location.pathname}">Here</a></li>
      <li><a id="ext" href="https://example.org/a">External</a></li>
      <li><a id="tab" href="/tags" target="_blank">New tab</a></li>
      <li><a id="file" href="/llms.txt">File</a></li>
      <li><a id="heading" href="#install">A heading of this page</a></li>
      <li><a id="elsewhere-heading" href="/docs/sponsor#why">A heading of another page</a></li>
    </ul>
    <a id="outside" href="/docs/sponsor">Outside</a>`;
  const navigations: [string, unknown][] = [];
  const hovered: string[] = [];
  const enqueued: string[] = [];
  const observed: Element[] = [];
  let intersect: Callback = () => {};
  const win = window as unknown as Record<string, unknown>;
  win.___navigate = (to: string, options: unknown) => navigations.push([to, options]);
  win.___loader = {
    hovering: (p: string) => hovered.push(p),
    enqueue: (p: string) => enqueued.push(p),
  };
  win.IntersectionObserver = class {
    constructor(callback: Callback) {
      intersect = callback;
    }
    observe(el: Element) {
      observed.push(el);
    }
    unobserve(el: Element) {
      observed.splice(observed.indexOf(el), 1);
    }
    disconnect() {
      observed.length = 0;
    }
  };
  const remove = delegateLinks(document.getElementById('menu')!);
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const hover = (id: string) =>
    document.getElementById(id)!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  const byId = (id: string) => document.getElementById(id)!;
  return {
    navigations,
    hovered,
    enqueued,
    observed,
    click,
    hover,
    byId,
    remove,
    fire: (entries: Partial<IntersectionObserverEntry>[]) => intersect(entries),
  };
}

afterEach(() => {
  const win = window as unknown as Record<string, unknown>;
  delete win.___navigate;
  delete win.___loader;
  delete win.IntersectionObserver;
});

test('a plain click on a page link navigates client-side, as Link does', () => {
  const { navigations, click } = setUp();
  expect(click('inner')).toBe(true);
  expect(click('here')).toBe(true);
  expect(navigations).toEqual([
    ['/examples/gauge?x=1', { replace: false }],
    [window.location.pathname, { replace: true }],
  ]);
});

test('modified clicks, other buttons, other tabs, other sites, files and links outside are left to the browser', () => {
  const { navigations, click } = setUp();
  for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
    expect(click('page', { [modifier]: true })).toBe(false);
  }
  expect(click('page', { button: 1 })).toBe(false);
  for (const id of ['ext', 'tab', 'file', 'outside']) expect(click(id)).toBe(false);
  expect(navigations).toEqual([]);
});

test("a link to a heading of this page is the browser's (a history entry to come Back to); another page's heading is followed", () => {
  const { navigations, click } = setUp();
  expect(click('heading')).toBe(false);
  expect(click('elsewhere-heading')).toBe(true);
  expect(navigations).toEqual([['/docs/sponsor#why', { replace: false }]]);
});

test('hovering a page link prefetches it once per entry, not the page itself', () => {
  const { hovered, hover } = setUp();
  hover('inner');
  hover('page');
  hover('here');
  hover('ext');
  hover('outside');
  hover('page');
  expect(hovered).toEqual(['/examples/gauge?x=1', '/examples/gauge?x=1']);
});

test('links coming into view are prefetched once through the loader', () => {
  const { enqueued, observed, fire, byId } = setUp();
  expect(observed).toHaveLength(7);
  fire([
    { target: byId('page'), isIntersecting: true },
    { target: byId('here'), isIntersecting: true },
    { target: byId('ext'), isIntersecting: false },
  ]);
  expect(enqueued).toEqual(['/examples/gauge?x=1']);
  expect(observed).not.toContain(byId('page'));
  expect(observed).toContain(byId('ext'));
});

test('links added to the container later are observed too', async () => {
  const { observed, byId } = setUp();
  const item = document.createElement('li');
  item.innerHTML = '<a id="later" href="/examples/sankey">Sankey</a>';
  byId('menu').append(item);
  const link = document.createElement('a');
  link.id = 'direct';
  link.href = '/examples/gantt';
  byId('menu').append(link);
  // Mutation records arrive in a microtask.
  await Promise.resolve();
  expect(observed).toEqual(expect.arrayContaining([byId('later'), byId('direct')]));
});

test('the returned function removes every listener and the observer', () => {
  const { navigations, hovered, observed, click, hover, remove } = setUp();
  remove();
  expect(click('page')).toBe(false);
  hover('page');
  expect([navigations, hovered, observed]).toEqual([[], [], []]);
});
