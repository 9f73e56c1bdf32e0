import { fireEvent, render, screen } from '@testing-library/react';
import { setStaticQueryData } from '../test-utils/gatsby';
import { ColorModeProvider } from './ColorMode';
import { RootBoundary } from './RootBoundary';
import { SIDEBAR, SITE_DATA } from '../test-utils/fixtures';

// The layout's static query (site metadata, sidebars, versions) as Gatsby would answer it.
beforeEach(() =>
  setStaticQueryData({
    site: { siteMetadata: SITE_DATA.siteMetadata },
    allSidebar: { nodes: [{ sidebarId: 'default', items: SIDEBAR }] },
    allDocsVersion: { nodes: SITE_DATA.versions },
  }),
);

function Boom(): never {
  throw new URIError('URI malformed');
}

test('a crash outside the page: the layout stays around a message with a reload button', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const reload = jest.fn();
  // As in wrapRootElement: inside the colour-mode provider.
  render(
    <ColorModeProvider>
      <RootBoundary reload={reload}>
        <Boom />
      </RootBoundary>
    </ColorModeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
  expect(screen.getByText('URI malformed')).toBeInTheDocument();
  // The layout: the navbar with its search button.
  expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
  expect(reload).toHaveBeenCalled();
  error.mockRestore();
});

test('without a crash it renders its children only', () => {
  render(
    <RootBoundary>
      <p>page</p>
    </RootBoundary>,
  );
  expect(screen.getByText('page')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
