import { act, render, screen } from '@testing-library/react';
import { TOC_ACTIVE_ROOT_MARGIN } from '../config';
import { TableOfContents, type TocEntry } from './TableOfContents';

/** A stand-in IntersectionObserver the test drives: `report` delivers entries to the callback. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Each heading by id: above the line (in the observer's area, however far) or below it. */
  report(places: Record<string, 'above' | 'below'>) {
    const entries = Object.entries(places).map(([id, place]) => ({
      target: document.getElementById(id)!,
      isIntersecting: place === 'above',
    }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as never));
  }
}

const ENTRIES: TocEntry[] = [
  { id: 'install', title: 'Install', level: 2 },
  { id: 'first', title: 'A first chart', level: 2 },
  { id: 'arrays', title: 'Arrays', level: 3 },
];

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  for (const { id } of ENTRIES) {
    const heading = document.createElement('h2');
    heading.id = id;
    document.body.appendChild(heading);
  }
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const current = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'true');

test('observes the headings of the TOC against the reading line; no scroll listener', () => {
  const addListener = jest.spyOn(window, 'addEventListener');
  const { unmount } = render(<TableOfContents entries={ENTRIES} />);
  const observer = FakeObserver.last!;
  expect(observer.options).toEqual({ rootMargin: TOC_ACTIVE_ROOT_MARGIN });
  expect(observer.observed.map((e) => e.id)).toEqual(['install', 'first', 'arrays']);
  expect(addListener.mock.calls.filter(([type]) => type === 'scroll')).toEqual([]);
  unmount();
  expect(observer.disconnected).toBe(true);
});

test('marks the last heading that reached the line, with aria-current', () => {
  render(<TableOfContents entries={ENTRIES} />);
  const observer = FakeObserver.last!;
  expect(current()).toEqual([]);
  observer.report({ install: 'above', first: 'below', arrays: 'below' });
  expect(current().map((l) => l.textContent)).toEqual(['Install']);
  // Scrolled on: the next heading reached the line too.
  observer.report({ first: 'above' });
  expect(current().map((l) => l.textContent)).toEqual(['A first chart']);
  expect(screen.getByRole('link', { name: 'A first chart' })).toHaveClass('toc__link--active');
  // One jump to the end: every heading past the line, the last one marked.
  observer.report({ arrays: 'above' });
  expect(current().map((l) => l.textContent)).toEqual(['Arrays']);
  // Back to the top: none reached.
  observer.report({ install: 'below', first: 'below', arrays: 'below' });
  expect(current()).toEqual([]);
});
