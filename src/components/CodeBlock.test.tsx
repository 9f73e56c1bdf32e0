import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CodeBlock } from './CodeBlock';

const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const TWOSLASH_HTML =
  '<pre class="shiki code-block__pre twoslash" tabindex="0"><code><span class="line">' +
  '<span class="twoslash-hover" tabindex="0" data-popup="0">a</span> = ' +
  '<span class="twoslash-hover" tabindex="0" data-popup="1">b</span>' +
  '</span></code></pre>';
const POPUPS = [
  '<span class="twoslash-popup-container" id="t-0" role="tooltip">const a: number</span>',
  '<span class="twoslash-popup-container" id="t-1" role="tooltip">const b: 1</span>',
];

/** A fetch answering the popups file, or failing `failures` times first. */
function popupsFetch(failures = 0) {
  const calls: string[] = [];
  const fetchMock = jest.fn(async (url: string) => {
    calls.push(url);
    if (calls.length <= failures) return { ok: false, status: 503, json: async () => null };
    return { ok: true, status: 200, json: async () => POPUPS };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return calls;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('shows the build-time HTML and its title, and Copy copies the given code', async () => {
  render(<CodeBlock html={TWOSLASH_HTML} copy="const a = 1;" title="src/a.ts" lang="ts" />);
  expect(screen.getByText('src/a.ts').tagName).toBe('FIGCAPTION');
  fireEvent.click(screen.getByRole('button', { name: 'Copy src/a.ts' }));
  expect(await screen.findByText('Copied', { selector: '[role="status"]' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy src/a.ts' })).toHaveTextContent('Copied');
  expect(writeText).toHaveBeenCalledWith('const a = 1;');
});

test('puts each popup of its file into its target, which it then describes', async () => {
  const calls = popupsFetch();
  const { container } = render(
    <CodeBlock html={TWOSLASH_HTML} copy="a = b" popups="/twoslash/0000000000000001.json" />,
  );
  const tooltips = await screen.findAllByRole('tooltip', { hidden: true });
  expect(tooltips.map((t) => t.textContent)).toEqual(['const a: number', 'const b: 1']);
  const targets = [...container.querySelectorAll<HTMLElement>('.twoslash-hover')];
  expect(targets.map((t) => t.getAttribute('aria-describedby'))).toEqual(['t-0', 't-1']);
  expect(targets[0].firstElementChild).toBe(tooltips[0]);
  expect(calls).toEqual(['/twoslash/0000000000000001.json']);
});

test('a popups file that fails to load is fetched again when the block is hovered', async () => {
  const calls = popupsFetch(1);
  const { container } = render(
    <CodeBlock html={TWOSLASH_HTML} copy="a = b" popups="/twoslash/0000000000000002.json" />,
  );
  await waitFor(() => expect(calls).toHaveLength(1));
  // Let the failed answer settle: the code reads as it is, with no popup.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryAllByRole('tooltip', { hidden: true })).toEqual([]);
  fireEvent.pointerOver(container.querySelector('.twoslash-hover')!);
  expect(await screen.findAllByRole('tooltip', { hidden: true })).toHaveLength(2);
  expect(calls).toHaveLength(2);
});

test('Escape dismisses the focused type popup until its target loses focus', () => {
  const { container } = render(<CodeBlock html={TWOSLASH_HTML} copy="const a = 1;" />);
  const hover = container.querySelector<HTMLElement>('.twoslash-hover')!;
  hover.focus();
  fireEvent.keyDown(hover, { key: 'Escape' });
  expect(hover.dataset.dismissed).toBe('true');
  fireEvent.blur(hover);
  expect(hover.dataset.dismissed).toBeUndefined();
  // Other keys leave it open.
  fireEvent.keyDown(hover, { key: 'Enter' });
  expect(hover.dataset.dismissed).toBeUndefined();
});
