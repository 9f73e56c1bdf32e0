import { fireEvent, render, screen } from '@testing-library/react';
import { Prose, ProsePartsProvider } from './prose-parts';

// What Gatsby's Link calls to navigate, and what the prose's links call too.
const navigate = jest.fn();
beforeEach(() => {
  (window as unknown as { ___navigate: typeof navigate }).___navigate = navigate;
});

const PARTS = [
  {
    id: 'p1',
    html: '<p>Read <a href="/examples/pie-chart">the pie chart</a>, <a href="#install">install</a> or <a href="https://example.com" target="_blank" rel="noopener noreferrer">elsewhere</a>.</p>',
  },
];

const renderPart = (part: string) =>
  render(
    <ProsePartsProvider items={PARTS}>
      <Prose part={part} />
    </ProsePartsProvider>,
  );

afterEach(() => jest.clearAllMocks());

test("a part renders its HTML from the page's data", () => {
  renderPart('p1');
  expect(screen.getByText(/Read/).tagName).toBe('P');
  expect(screen.getByRole('link', { name: 'the pie chart' })).toHaveAttribute(
    'href',
    '/examples/pie-chart',
  );
});

test('a plain click on an internal link navigates in the page; other clicks are the browser’s', () => {
  renderPart('p1');
  const internal = screen.getByRole('link', { name: 'the pie chart' });
  expect(fireEvent.click(internal)).toBe(false); // default prevented
  expect(navigate).toHaveBeenCalledWith('/examples/pie-chart', { replace: false });
  // With a modifier key (a new tab), to a heading of the page, or to another site: not ours.
  expect(fireEvent.click(internal, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'install' }))).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }))).toBe(true);
  expect(navigate).toHaveBeenCalledTimes(1);
});

test('a part missing from the page data is a build fault that names the part', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderPart('absent')).toThrow(/Prose part absent is missing/);
  quiet.mockRestore();
});
