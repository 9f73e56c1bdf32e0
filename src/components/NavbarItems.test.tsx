import { render, screen, fireEvent } from '@testing-library/react';
import type { NavbarItem } from '../shared/types';
import { WithSiteData } from '../test-utils/fixtures';
import { NAVBAR_ITEM_RENDERERS, NavbarItemView, NavbarItems } from './NavbarItems';

const renderItems = (items: NavbarItem[]) =>
  render(
    <WithSiteData>
      <NavbarItems items={items} />
    </WithSiteData>,
  );

test('there is a renderer for each of the nine kinds', () => {
  expect(Object.keys(NAVBAR_ITEM_RENDERERS).sort()).toEqual(
    [
      'default',
      'doc',
      'docSidebar',
      'docsVersion',
      'docsVersionDropdown',
      'dropdown',
      'html',
      'localeDropdown',
      'search',
    ].sort(),
  );
});

test('plain link: internal, and external in a new tab without opener or referrer', () => {
  renderItems([
    { label: 'Tags', to: '/tags' },
    { label: 'GitHub', href: 'https://github.com/x/y' },
  ]);
  expect(screen.getByRole('link', { name: 'Tags' })).toHaveAttribute('href', '/tags');
  const gh = screen.getByRole('link', { name: 'GitHub' });
  expect(gh).toHaveAttribute('target', '_blank');
  expect(gh).toHaveAttribute('rel', 'noopener noreferrer');
});

test('dropdown opens and collapses', () => {
  renderItems([
    { type: 'dropdown', label: 'More', items: [{ label: 'Sponsor', to: '/docs/sponsor' }] },
  ]);
  const toggle = screen.getByRole('button', { name: 'More' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Sponsor' })).toBeNull();
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Sponsor' })).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('link', { name: 'Sponsor' })).toBeNull();
  fireEvent.click(toggle);
  fireEvent.mouseDown(document.body);
  expect(screen.queryByRole('link', { name: 'Sponsor' })).toBeNull();
});

test('locale dropdown lists the one locale', () => {
  renderItems([{ type: 'localeDropdown' }]);
  fireEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
});

test('search renders the search button', () => {
  renderItems([{ type: 'search' }]);
  expect(screen.getByRole('button', { name: /Search/ })).toBeInTheDocument();
});

test('raw html', () => {
  const { container } = renderItems([{ type: 'html', value: '<b class="x">Hi</b>' }]);
  expect(container.querySelector('b.x')).toHaveTextContent('Hi');
});

test('doc link, draft doc yields nothing, unknown doc is reported', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderItems([
    { type: 'doc', docId: 'docs/sponsor', label: 'Sponsor' },
    { type: 'doc', docId: 'docs/secret', label: 'Secret' },
    { type: 'doc', docId: 'docs/zzz', label: 'Zzz' },
  ]);
  expect(screen.getByRole('link', { name: 'Sponsor' })).toHaveAttribute('href', '/docs/sponsor');
  expect(screen.queryByText('Secret')).toBeNull();
  expect(screen.getByRole('note')).toHaveTextContent('Navbar item doc "Zzz" failed to render');
  expect(error.mock.calls.flat().join(' ')).toMatch(/Couldn't find any doc with id "docs\/zzz"/);
  error.mockRestore();
});

test('doc-sidebar link goes to the sidebar’s first page; unknown sidebar is reported', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderItems([
    { type: 'docSidebar', sidebarId: 'default', label: 'Examples' },
    { type: 'docSidebar', sidebarId: 'api', label: 'API' },
  ]);
  expect(screen.getByRole('link', { name: 'Examples' })).toHaveAttribute('href', '/examples/');
  expect(error.mock.calls.flat().join(' ')).toMatch(/Can't find any sidebar with id "api"/);
  error.mockRestore();
});

test('docs version link and dropdown (stored preference cleared when the version is gone)', () => {
  localStorage.setItem('docs-preferred-version-default', 'v0-gone');
  renderItems([{ type: 'docsVersion' }, { type: 'docsVersionDropdown' }]);
  expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/docs/quick-walkthrough',
  );
  expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getAllByRole('link', { name: 'Next' })[1]);
  expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
});

test('an unknown kind throws a configuration error naming it', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    render(
      <WithSiteData>
        <NavbarItemView item={{ type: 'carousel' } as unknown as NavbarItem} />
      </WithSiteData>,
    ),
  ).toThrow(/unknown navbar item type "carousel"/);
  error.mockRestore();
});

test('a failing item is reported by name while the rest of the navbar renders', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderItems([{ type: 'carousel' } as unknown as NavbarItem, { label: 'Tags', to: '/tags' }]);
  expect(screen.getByRole('note')).toHaveTextContent('Navbar item carousel failed to render');
  expect(screen.getByRole('link', { name: 'Tags' })).toBeInTheDocument();
  error.mockRestore();
});
