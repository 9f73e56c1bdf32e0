import { fireEvent, render, screen } from '@testing-library/react';
import { WithSiteData } from '../test-utils/fixtures';
import { PageActions } from './PageActions';

const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());

/** A fetch that answers every request with `body`, as a static host would. */
function answer(body: string, { ok = true, type = 'text/markdown; charset=utf-8' } = {}) {
  return jest.fn((_url: string) =>
    Promise.resolve({ ok, headers: { get: () => type }, text: async () => body }),
  );
}

function renderActions(path = '/examples/pie-chart') {
  render(<PageActions path={path} />, { wrapper: WithSiteData });
  return screen.getByRole('button', { name: 'Page actions' });
}

const menu = () => screen.getByRole('menu', { hidden: true });
const items = () => screen.getAllByRole('menuitem', { hidden: true });

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

test('a menu button: closed at first, opened by a click with the focus on its first item', () => {
  const button = renderActions();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-controls', menu().id);
  expect(menu()).not.toBeVisible();
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'Page actions' })).toBeVisible();
  expect(items().map((item) => item.textContent)).toEqual([
    'Copy page as Markdown',
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
  ]);
  expect(items()[0]).toHaveFocus();
  for (const item of items()) expect(item).toHaveAttribute('tabindex', '-1');
});

test('keyboard: arrows move and wrap, Home/End jump, Escape closes back on the button', () => {
  const button = renderActions();
  fireEvent.keyDown(button, { key: 'ArrowUp' });
  expect(items()[3]).toHaveFocus();
  fireEvent.keyDown(menu(), { key: 'ArrowDown' });
  expect(items()[0]).toHaveFocus();
  fireEvent.keyDown(menu(), { key: 'ArrowUp' });
  expect(items()[3]).toHaveFocus();
  fireEvent.keyDown(menu(), { key: 'Home' });
  expect(items()[0]).toHaveFocus();
  fireEvent.keyDown(menu(), { key: 'End' });
  expect(items()[3]).toHaveFocus();
  fireEvent.keyDown(menu(), { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
  fireEvent.keyDown(button, { key: 'Enter' });
  expect(items()[0]).toHaveFocus();
  fireEvent.keyDown(menu(), { key: 'Tab' });
  expect(menu()).not.toBeVisible();
  fireEvent.keyDown(button, { key: ' ' });
  expect(menu()).toBeVisible();
  // A press outside closes it.
  fireEvent.pointerDown(document.body);
  expect(menu()).not.toBeVisible();
});

test('links: the .md copy, and assistants prompted with its absolute URL in a new tab', () => {
  renderActions('/examples/pie-chart');
  const [, view, chatgpt, claude] = items();
  expect(view).toHaveAttribute('href', '/examples/pie-chart.md');
  const mdUrl = 'https://example.test/examples/pie-chart.md';
  const prompt = `Read ${mdUrl} so I can ask questions about it.`;
  expect(new URL(chatgpt.getAttribute('href')!).origin).toBe('https://chatgpt.com');
  expect(new URL(chatgpt.getAttribute('href')!).searchParams.get('q')).toBe(prompt);
  expect(
    new URL(claude.getAttribute('href')!).origin + new URL(claude.getAttribute('href')!).pathname,
  ).toBe('https://claude.ai/new');
  expect(new URL(claude.getAttribute('href')!).searchParams.get('q')).toBe(prompt);
  for (const link of [chatgpt, claude]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test("Copy page as Markdown copies the page's .md file, written by the build", async () => {
  const fetchMock = answer('# Pie chart\n');
  global.fetch = fetchMock as unknown as typeof fetch;
  const button = renderActions('/examples/pie-chart/');
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Copy page as Markdown' }));
  expect(await screen.findByText('Page copied as Markdown.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/examples/pie-chart.md');
  expect(writeText).toHaveBeenCalledWith('# Pie chart\n');
  // The menu closed, the focus back on its button.
  expect(button).toHaveFocus();
  expect(menu()).not.toBeVisible();
});

test('says so when the page has no .md file (an HTML 404 page)', async () => {
  global.fetch = answer('<!doctype html>', { ok: false, type: 'text/html' }) as never;
  fireEvent.click(renderActions('/docs/new'));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Copy page as Markdown' }));
  expect(await screen.findByText(/no Markdown copy yet/)).toBeInTheDocument();
  expect(writeText).not.toHaveBeenCalled();
});
