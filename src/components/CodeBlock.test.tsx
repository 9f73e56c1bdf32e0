import { fireEvent, render, screen } from '@testing-library/react';
import { CodeBlock } from './CodeBlock';

const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const TWOSLASH_HTML =
  '<pre class="shiki code-block__pre twoslash" tabindex="0"><code><span class="line">' +
  '<span class="twoslash-hover" tabindex="0" aria-describedby="t-0">' +
  '<span class="twoslash-popup-container" id="t-0" role="tooltip">const a: number</span>a</span>' +
  '</span></code></pre>';

test('shows the build-time HTML and its title, and Copy copies the given code', async () => {
  render(<CodeBlock html={TWOSLASH_HTML} copy="const a = 1;" title="src/a.ts" lang="ts" />);
  expect(screen.getByText('src/a.ts').tagName).toBe('FIGCAPTION');
  expect(screen.getByRole('tooltip')).toHaveTextContent('const a: number');
  fireEvent.click(screen.getByRole('button', { name: 'Copy src/a.ts' }));
  expect(await screen.findByText('Copied', { selector: '[role="status"]' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy src/a.ts' })).toHaveTextContent('Copied');
  expect(writeText).toHaveBeenCalledWith('const a = 1;');
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
