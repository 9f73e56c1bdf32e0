import { act, render, screen } from '@testing-library/react';
import {
  COLOR_MODE_SETTINGS,
  ColorModeProvider,
  ColorModeToggle,
  modeFor,
  noFlashScript,
  type ColorModeSettings,
} from './ColorMode';

const settings = (s: Partial<ColorModeSettings>): ColorModeSettings => ({
  defaultMode: 'light',
  respectPrefersColorScheme: false,
  disableSwitch: false,
  ...s,
});

/** A system colour scheme the test can change. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn((q: string) =>
    q === '(prefers-color-scheme: dark)' ? query : { matches: false },
  ) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((fn) => fn());
    },
  };
}

const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

test("the site's settings: light by default, system preference not followed, switch shown", () => {
  expect(COLOR_MODE_SETTINGS).toEqual({
    defaultMode: 'light',
    respectPrefersColorScheme: false,
    disableSwitch: false,
  });
});

describe('respect the system preference', () => {
  test('off: a dark system still gets light', () => {
    systemScheme(true);
    render(<ColorModeProvider settings={settings({})}>x</ColorModeProvider>);
    expect(theme()).toBe('light');
    new Function(noFlashScript(settings({})))();
    expect(theme()).toBe('light');
  });

  test('on: a dark system gets dark, follows its changes; a stored choice wins', () => {
    const system = systemScheme(true);
    const on = settings({ respectPrefersColorScheme: true });
    const { unmount } = render(<ColorModeProvider settings={on}>x</ColorModeProvider>);
    expect(theme()).toBe('dark');
    act(() => system.set(false));
    expect(theme()).toBe('light');
    unmount();
    system.set(true);
    document.documentElement.removeAttribute('data-theme');
    new Function(noFlashScript(on))();
    expect(theme()).toBe('dark');
    localStorage.setItem('theme', 'light');
    new Function(noFlashScript(on))();
    expect(theme()).toBe('light');
    expect(modeFor('light', true, on)).toBe('light');
    expect(modeFor(null, true, on)).toBe('dark');
  });
});

describe('disable the switch', () => {
  test('off: the toggle is shown and a stored choice applies', () => {
    localStorage.setItem('theme', 'dark');
    render(
      <ColorModeProvider settings={settings({})}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(screen.getByRole('button', { name: /dark and light mode/ })).toBeInTheDocument();
    expect(theme()).toBe('dark');
  });

  test('on: no toggle, and a stored choice (which could not be undone) is ignored', () => {
    localStorage.setItem('theme', 'dark');
    const off = settings({ disableSwitch: true });
    render(
      <ColorModeProvider settings={off}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(theme()).toBe('light');
    document.documentElement.removeAttribute('data-theme');
    new Function(noFlashScript(off))();
    expect(theme()).toBe('light');
  });
});
