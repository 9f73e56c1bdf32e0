import { fireEvent, render, screen } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import type { ReactElement } from 'react';
import { WithSiteData } from '../test-utils/fixtures';
import { LastUpdated, PageFooter, readerDate, serverDate } from './PageFooter';

type GtagWindow = Window & { gtag?: jest.Mock };

/** The server's markup (React's server renderer needs TextEncoder, which jsdom lacks). */
function renderToString(element: ReactElement): string {
  Object.assign(globalThis, { TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('react-dom/server') as typeof import('react-dom/server')).renderToString(element);
}

afterEach(() => {
  delete (window as GtagWindow).gtag;
});

function renderFooter(lastUpdated: string | null = '2026-11-20T22:30:00.000Z') {
  return render(
    <PageFooter
      title="Pie chart"
      path="/examples/pie-chart"
      sourcePath="content/examples/pie-chart.mdx"
      lastUpdated={lastUpdated}
    />,
    { wrapper: WithSiteData },
  );
}

test('"Edit this page" opens the MDX file in the repository, in a new tab', () => {
  renderFooter();
  const edit = screen.getByRole('link', { name: 'Edit this page' });
  expect(edit).toHaveAttribute(
    'href',
    'https://github.com/chartwrap/chartwrap/edit/main/content/examples/pie-chart.mdx',
  );
  expect(edit).toHaveAttribute('rel', 'noopener noreferrer');
});

test('"Last updated": a machine-readable <time>, in the reader\'s locale once mounted', () => {
  const iso = '2026-11-20T22:30:00.000Z';
  // The server writes English in UTC: the same text on every build machine.
  expect(renderToString(<LastUpdated iso={iso} />)).toBe(
    '<time dateTime="2026-11-20T22:30:00.000Z">November 20, 2026</time>',
  );
  expect(serverDate(iso)).toBe('November 20, 2026');
  renderFooter(iso);
  const time = screen.getByText(readerDate(iso));
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', iso);
  expect(time.parentElement).toHaveTextContent(`Last updated on ${readerDate(iso)}`);
});

test('hydrating the server markup gives no mismatch, then shows the reader format', async () => {
  const iso = '2026-01-05T08:00:00.000Z';
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LastUpdated iso={iso} />);
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  await act(async () => {
    hydrateRoot(container, <LastUpdated iso={iso} />);
  });
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('time')).toHaveTextContent(readerDate(iso));
  errors.mockRestore();
  container.remove();
});

test('the server format is what Intl writes in English and UTC, for every month and at midnight', () => {
  const english = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
  const dates = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1))),
    new Date(Date.UTC(2025, 11, 31, 23, 59, 59)),
    new Date(Date.UTC(2024, 1, 29, 0, 0, 0)),
  ];
  expect(dates).toHaveLength(14);
  for (const date of dates) expect(serverDate(date.toISOString())).toBe(english.format(date));
});

test('the reader format waits until the date nears the viewport', async () => {
  let report: IntersectionObserverCallback = () => {};
  const observe = jest.fn();
  const disconnect = jest.fn();
  const Observer = jest.fn((callback: IntersectionObserverCallback) => {
    report = callback;
    return { observe, disconnect };
  });
  Object.assign(window, { IntersectionObserver: Observer });
  try {
    const iso = '2026-03-09T12:00:00.000Z';
    render(<LastUpdated iso={iso} />);
    const time = document.querySelector('time')!;
    expect(observe).toHaveBeenCalledWith(time);
    const { act } = await import('react');
    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
    expect(time).toHaveTextContent('March 9, 2026');
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(time).toHaveTextContent(readerDate(iso));
    expect(disconnect).toHaveBeenCalled();
  } finally {
    delete (window as Partial<typeof window>).IntersectionObserver;
  }
});

test('no date without git history', () => {
  renderFooter(null);
  expect(screen.queryByText(/Last updated/)).toBeNull();
  expect(document.querySelector('time')).toBeNull();
});

test('"Report a problem" opens a new issue prefilled with the page URL', () => {
  renderFooter();
  const href = screen
    .getByRole('link', { name: 'Report a problem with this page' })
    .getAttribute('href')!;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe('https://github.com/chartwrap/chartwrap/issues/new');
  expect(url.searchParams.get('title')).toBe('Problem with the page "Pie chart"');
  expect(url.searchParams.get('body')).toContain('Page: https://example.test/examples/pie-chart');
});

test('feedback: sent as one analytics event when gtag is on the page, and thanked', () => {
  const gtag = jest.fn();
  (window as GtagWindow).gtag = gtag;
  renderFooter();
  const group = screen.getByRole('group', { name: 'Was this page helpful?' });
  fireEvent.click(screen.getByRole('button', { name: 'No' }));
  expect(gtag).toHaveBeenCalledTimes(1);
  expect(gtag).toHaveBeenCalledWith('event', 'page_feedback', {
    page_path: '/examples/pie-chart',
    helpful: 'no',
    value: 0,
  });
  expect(group).toHaveTextContent('Thank you for your feedback.');
  expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
});

test('feedback without analytics: nothing sent, nothing thrown', () => {
  renderFooter();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect((window as GtagWindow).gtag).toBeUndefined();
  expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
});
