import { fireEvent, render, screen, within } from '@testing-library/react';
import { SIDEBAR_LIST_WINDOW } from '../config';
import type { SidebarItem } from '../shared/types';
import { DocSidebar, listWindow } from './DocSidebar';

/** A sidebar of a short category and one of `count` example pages. */
function sidebarOf(count: number): SidebarItem[] {
  return [
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [{ type: 'link', label: 'Quick walkthrough', href: '/docs/quick-walkthrough' }],
    },
    {
      type: 'category',
      label: 'Core charts',
      collapsed: false,
      items: Array.from({ length: count }, (_, i) => ({
        type: 'link' as const,
        label: `Chart ${i + 1}`,
        href: `/examples/chart-${i + 1}`,
      })),
    },
  ];
}

const charts = () =>
  within(screen.getByRole('navigation', { name: 'Docs sidebar' }))
    .queryAllByRole('link')
    .map((a) => a.textContent)
    .filter((label) => label?.startsWith('Chart '));

describe('listWindow', () => {
  it('shows a short list whole, and a long one around the current entry', () => {
    expect(listWindow(31, 30, 40)).toEqual([0, 31]);
    expect(listWindow(1000, -1, 40)).toEqual([0, 40]);
    expect(listWindow(1000, 500, 40)).toEqual([480, 520]);
    expect(listWindow(1000, 3, 40)).toEqual([0, 40]);
    expect(listWindow(1000, 995, 40)).toEqual([960, 1000]);
  });
});

describe('DocSidebar', () => {
  it('lists every page of a category of today’s size, with no button', () => {
    render(<DocSidebar items={sidebarOf(31)} path="/examples/chart-7" />);
    expect(charts()).toHaveLength(31);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('shows a window of a long category around the current page, and the whole list on request', () => {
    render(<DocSidebar items={sidebarOf(1000)} path="/examples/chart-501" />);
    const shown = charts();
    expect(shown).toHaveLength(SIDEBAR_LIST_WINDOW);
    expect(shown).toContain('Chart 501');
    expect(screen.getByRole('link', { name: 'Chart 501' })).toHaveAttribute('aria-current', 'page');
    // Other categories are whole.
    expect(screen.getByRole('link', { name: 'Quick walkthrough' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 1,000 pages (960 more)' }));
    expect(charts()).toHaveLength(1000);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    // Focus goes to the first page the window did not show after it.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Chart 521' }));
  });

  it('shows the first pages of a long category the current page is not in', () => {
    render(<DocSidebar items={sidebarOf(300)} path="/docs/quick-walkthrough" />);
    expect(charts()).toEqual(
      Array.from({ length: SIDEBAR_LIST_WINDOW }, (_, i) => `Chart ${i + 1}`),
    );
  });
});
