import { act, fireEvent, render, screen } from '@testing-library/react';
import { AnnouncementBar, readDismissed } from './AnnouncementBar';
import { collapseDuration } from './Collapsible';
import { ColorModeProvider, ColorModeToggle, NO_FLASH_SCRIPT } from './ColorMode';
import { CrashBoundary, errorChain } from './CrashBoundary';
import { Lazy, Spinner } from './LoadingState';
import { getStorage, resetStorageWarning } from '../browser/storage';
import { shouldSendPageView, gtagInitScript } from '../browser/analytics';
import { createProgressTimer, PROGRESS_BAR_SETTINGS } from '../browser/progress';
import { makeHeading, textOf } from './MdxComponents';
import { keywordsContent, pageTitle } from './Seo';
import { hasDocSidebar } from './Layout';
import { withoutPathPrefix } from '../shared/prose-markup';
import { Footer } from './Footer';
import { PROGRESS_BAR } from '../config';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('colour mode', () => {
  test('light by default; toggles and stores under "theme"', () => {
    render(
      <ColorModeProvider>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.click(screen.getByRole('button'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  test('follows storage events from other tabs; clearing resets to light', () => {
    render(
      <ColorModeProvider>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: null }));
    });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  test('the no-flash script applies the stored mode and survives a throwing storage', () => {
    localStorage.setItem('theme', 'dark');
    new Function(NO_FLASH_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('theme', 'purple');
    new Function(NO_FLASH_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

test('storage that throws logs one warning and acts as no storage', () => {
  resetStorageWarning();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  const s = getStorage();
  expect(s.get('a')).toBeNull();
  expect(s.get('b')).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  spy.mockRestore();
  warn.mockRestore();
});

describe('announcement bar', () => {
  test('a new id clears the dismissal', () => {
    const s = getStorage();
    expect(readDismissed(s, 'a')).toBe(false);
    s.set('announcement-bar-dismissed', 'true');
    expect(readDismissed(s, 'a')).toBe(true);
    expect(readDismissed(s, 'b')).toBe(false);
    expect(localStorage.getItem('announcement-bar-dismissed')).toBe('false');
    expect(localStorage.getItem('announcement-bar-id')).toBe('b');
  });

  test('closes and stores true', () => {
    render(<AnnouncementBar config={{ id: 'x', content: 'Hello', isCloseable: true }} />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Hello')).toBeNull();
    expect(localStorage.getItem('announcement-bar-dismissed')).toBe('true');
  });
});

describe('crash boundary', () => {
  function Boom(): never {
    throw new Error('outer', { cause: new Error('inner') });
  }
  test('"This page crashed", the messages and causes, and "Try again"', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <CrashBoundary>
        <Boom />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed' })).toBeInTheDocument();
    expect(screen.getByText('outer')).toBeInTheDocument();
    expect(screen.getByText('inner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.mockRestore();
    warn.mockRestore();
  });
  test('errorChain', () => {
    expect(errorChain(new Error('a', { cause: 'b' }))).toEqual(['a', 'b']);
  });
});

describe('page loading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the spinner shows only after 200 ms', () => {
    render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  test('the spinner is named by its label', () => {
    render(<Spinner label="Loading the editor" delayMs={0} />);
    expect(screen.getByRole('status', { name: 'Loading the editor' })).toBeInTheDocument();
  });

  test('a lazy part: nothing, the named spinner after 200 ms, then the part', async () => {
    let resolve: (m: { default: () => JSX.Element }) => void = () => undefined;
    const load = () => new Promise<{ default: () => JSX.Element }>((r) => (resolve = r));
    const onLoaded = jest.fn();
    render(<Lazy load={load} props={{}} label="Loading search" onLoaded={onLoaded} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status', { name: 'Loading search' })).toBeInTheDocument();
    await act(async () => resolve({ default: () => <p>Search</p> }));
    expect(screen.getByText('Search')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  test('a failed load shows the error with Retry, which restarts loading', async () => {
    jest.useRealTimers();
    let attempts = 0;
    const load = jest.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Chunk failed');
      return { default: () => <p>Loaded part</p> };
    });
    render(<Lazy load={load} props={{}} failure="The part could not load" />);
    expect(await screen.findByText('The part could not load: Chunk failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

test('collapsible duration grows with height; 1 ms with reduced motion', () => {
  expect(collapseDuration(500, true)).toBe(1);
  expect(collapseDuration(100, false)).toBeLessThan(collapseDuration(1000, false));
});

test('analytics: one page_view per path change, none for a hash change', () => {
  expect(shouldSendPageView(null, { pathname: '/' })).toBe(true);
  expect(shouldSendPageView({ pathname: '/' }, { pathname: '/tags' })).toBe(true);
  expect(shouldSendPageView({ pathname: '/a', hash: '' }, { pathname: '/a', hash: '#x' })).toBe(
    false,
  );
  expect(gtagInitScript('G-1')).toContain('gtag(\'config\',"G-1",{send_page_view:false})');
});

test('progress bar starts after the delay, only for a different path', () => {
  const calls: string[] = [];
  const fns: (() => void)[] = [];
  const timers = {
    set: (fn: () => void, ms: number) => (fns.push(fn), calls.push(`set ${ms}`)),
    clear: () => calls.push('clear'),
  };
  const bar = { start: () => calls.push('start'), done: () => calls.push('done') };
  const p = createProgressTimer(bar, PROGRESS_BAR.delayMs, timers);
  p.begin('/a', '/a');
  p.begin(null, '/a');
  expect(calls).toEqual([]);
  p.begin('/a', '/b');
  expect(calls).toEqual(['set 200']);
  fns[0]();
  p.end();
  expect(calls).toEqual(['set 200', 'start', 'done']);
  // Once the bar shows, another begin (Gatsby's onPreRouteUpdate of the same navigation) starts
  // no second trickle loop; after the route updated, the next navigation starts it again.
  p.begin('/a', '/b');
  fns[1]();
  p.begin('/a', '/b');
  expect(calls.filter((c) => c === 'start')).toHaveLength(2);
  expect(calls.filter((c) => c === 'set 200')).toHaveLength(2);
  p.end();
  // A navigation that ends within the delay: its timer is cleared before it fires, no bar.
  const before = calls.filter((c) => c === 'start').length;
  p.begin('/b', '/c');
  p.end();
  expect(calls.slice(-3)).toEqual(['set 200', 'clear', 'done']);
  expect(calls.filter((c) => c === 'start')).toHaveLength(before);
  expect(PROGRESS_BAR_SETTINGS).toEqual({
    minimum: 0.08,
    speed: 200,
    trickleSpeed: 800,
    showSpinner: false,
  });
  expect(PROGRESS_BAR).toMatchObject({
    delayMs: 200,
    minimum: 0.08,
    speedMs: 200,
    trickleSpeedMs: 800,
    showSpinner: false,
  });
});

test('headings with an id get a "Direct link to" anchor', () => {
  const H2 = makeHeading('h2');
  render(
    <H2 id="data-shapes">
      Data <code>shapes</code>
    </H2>,
  );
  expect(screen.getByRole('link', { name: 'Direct link to Data shapes' })).toHaveAttribute(
    'href',
    '#data-shapes',
  );
  expect(textOf(['a', 1])).toBe('a1');
});

test('SEO helpers', () => {
  expect(pageTitle('Pie chart', 'Chartwrap', '|')).toBe('Pie chart | Chartwrap');
  expect(keywordsContent(['a', ' b'])).toBe('a, b');
  expect(keywordsContent('a, b')).toBe('a, b');
  expect(keywordsContent(undefined)).toBeNull();
});

test('layout helpers', () => {
  expect(hasDocSidebar('/examples/')).toBe(true);
  expect(hasDocSidebar('/docs/sponsor')).toBe(true);
  expect(hasDocSidebar('/tags')).toBe(false);
  expect(withoutPathPrefix('/pre/docs', '/pre')).toBe('/docs');
  expect(withoutPathPrefix('/pre', '/pre')).toBe('/');
});

test('footer: columns, or one row separated by a middle dot', () => {
  const { rerender } = render(
    <Footer
      config={{
        columns: [{ title: 'Docs', items: [{ label: 'Tags', to: '/tags' }] }],
        row: [],
        copyright: '© X',
      }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Docs' })).toBeInTheDocument();
  rerender(
    <Footer
      config={{
        columns: [],
        row: [
          { label: 'A', to: '/a' },
          { label: 'B', href: 'https://b.org' },
        ],
        copyright: '© X',
      }}
    />,
  );
  expect(screen.getByText('·')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'B' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('© X')).toBeInTheDocument();
});
