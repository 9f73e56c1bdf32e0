import { fireEvent, render, screen } from '@testing-library/react';
import { CopyPageMarkdown } from './CopyPageMarkdown';

const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());

/** A fetch that answers every request with `body`, as a static host would. */
function answer(body: string, { ok = true, type = 'text/markdown; charset=utf-8' } = {}) {
  return jest.fn((_url: string) =>
    Promise.resolve({ ok, headers: { get: () => type }, text: async () => body }),
  );
}

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

test("copies the page's .md file, written by the build", async () => {
  const fetchMock = answer('# Pie chart\n');
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<CopyPageMarkdown path="/examples/pie-chart/" />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  expect(await screen.findByText('Page copied as Markdown.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/examples/pie-chart.md');
  expect(writeText).toHaveBeenCalledWith('# Pie chart\n');
});

test('says so when the page has no .md file (an HTML 404 page)', async () => {
  global.fetch = answer('<!doctype html>', { ok: false, type: 'text/html' }) as never;
  render(<CopyPageMarkdown path="/docs/new" />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
  expect(await screen.findByText(/no Markdown copy yet/)).toBeInTheDocument();
  expect(writeText).not.toHaveBeenCalled();
});
