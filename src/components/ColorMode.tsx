import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  DISABLE_COLOR_MODE_SWITCH,
  RESPECT_PREFERS_COLOR_SCHEME,
} from '../config';
import type { ColorMode } from '../shared/types';
import { getStorage } from '../browser/storage';
import { scriptLiteral } from '../shared/inline-script';

const isColorMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

/** How the colour mode is chosen. */
export interface ColorModeSettings {
  defaultMode: ColorMode;
  /** With no stored choice, follow the system's `prefers-color-scheme` instead of the default. */
  respectPrefersColorScheme: boolean;
  /**
   * No toggle: the mode is the default (or the system's, when followed); a stored choice, which
   * the reader could no longer change, is ignored.
   */
  disableSwitch: boolean;
}

export const COLOR_MODE_SETTINGS: ColorModeSettings = {
  defaultMode: DEFAULT_COLOR_MODE,
  respectPrefersColorScheme: RESPECT_PREFERS_COLOR_SCHEME,
  disableSwitch: DISABLE_COLOR_MODE_SWITCH,
};

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Inline script for <head>: applies the colour mode before first paint (no flash), by the same
 * rule as `modeFor` below: the stored choice (unless the switch is disabled), else the system's
 * mode when followed, else the default.
 */
export function noFlashScript(settings: ColorModeSettings): string {
  const stored = settings.disableSwitch
    ? ''
    : `try{var v=localStorage.getItem(${scriptLiteral(COLOR_MODE_STORAGE_KEY)});if(v==='light'||v==='dark')m=s=v}catch(e){}`;
  const system = settings.respectPrefersColorScheme
    ? `if(!s&&window.matchMedia&&matchMedia(${scriptLiteral(DARK_QUERY)}).matches)m='dark';`
    : '';
  return `(function(){var m=${scriptLiteral(settings.defaultMode)},s=null;${stored}${system}document.documentElement.setAttribute('data-theme',m);document.documentElement.style.colorScheme=m})();`;
}

export const NO_FLASH_SCRIPT = noFlashScript(COLOR_MODE_SETTINGS);

/** The mode to show for a stored value and the system's preference, under `settings`. */
export function modeFor(
  stored: string | null,
  systemPrefersDark: boolean,
  settings: ColorModeSettings,
): ColorMode {
  if (!settings.disableSwitch && isColorMode(stored)) return stored;
  if (settings.respectPrefersColorScheme) return systemPrefersDark ? 'dark' : 'light';
  return settings.defaultMode;
}

const systemPrefersDark = () => !!window.matchMedia?.(DARK_QUERY).matches;

function applyToDocument(mode: ColorMode) {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
}

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode | null) => void;
  /** Whether the toggle is shown. */
  switchEnabled: boolean;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

export function ColorModeProvider({
  children,
  settings = COLOR_MODE_SETTINGS,
}: {
  children: ReactNode;
  settings?: ColorModeSettings;
}) {
  // The server renders the default; the no-flash script already set the document attribute, and
  // the effect below aligns React state with it right after hydration.
  const [colorMode, setState] = useState<ColorMode>(settings.defaultMode);

  useEffect(() => {
    const show = (stored = getStorage().get(COLOR_MODE_STORAGE_KEY)) => {
      const mode = modeFor(stored, systemPrefersDark(), settings);
      setState(mode);
      applyToDocument(mode);
    };
    show();
    // Cross-tab sync: another tab changed or cleared the stored mode.
    const onStorage = (e: StorageEvent) => {
      if (e.key === COLOR_MODE_STORAGE_KEY || e.key === null) show(e.newValue);
    };
    const onSystemChange = () => show();
    window.addEventListener('storage', onStorage);
    // When followed, a change of the system's mode shows at once (if nothing is stored).
    const system = settings.respectPrefersColorScheme ? window.matchMedia?.(DARK_QUERY) : null;
    system?.addEventListener?.('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      system?.removeEventListener?.('change', onSystemChange);
    };
  }, [settings]);

  /** `null` clears the choice: back to the default (or the system's mode, when followed). */
  const setColorMode = useCallback(
    (mode: ColorMode | null) => {
      const storage = getStorage();
      if (mode === null) storage.remove(COLOR_MODE_STORAGE_KEY);
      else storage.set(COLOR_MODE_STORAGE_KEY, mode);
      const next = mode ?? modeFor(null, systemPrefersDark(), settings);
      setState(next);
      applyToDocument(next);
    },
    [settings],
  );

  const value = useMemo(
    () => ({ colorMode, setColorMode, switchEnabled: !settings.disableSwitch }),
    [colorMode, setColorMode, settings.disableSwitch],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>.');
  return value;
}

/** The light/dark toggle (nothing when the switch is disabled). */
export function ColorModeToggle() {
  const { colorMode, setColorMode, switchEnabled } = useColorMode();
  if (!switchEnabled) return null;
  const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="color-mode-toggle"
      onClick={() => setColorMode(next)}
      title={`Switch between dark and light mode (currently ${colorMode} mode)`}
      aria-label={`Switch between dark and light mode (currently ${colorMode} mode)`}
      aria-live="polite"
    >
      {/* Both icons are rendered; CSS shows the one of the document's current mode (no flash). */}
      <svg className="icon-dark-mode" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M9.4 2.6a9.5 9.5 0 1 0 12 12A8 8 0 0 1 9.4 2.6z" />
      </svg>
      <svg
        className="icon-light-mode"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <g fill="currentColor">
          <circle cx="12" cy="12" r="5" />
          <path d="M11 1h2v3h-2zM11 20h2v3h-2zM1 11h3v2H1zM20 11h3v2h-3zM4.2 2.8l2.1 2.1-1.4 1.4-2.1-2.1zM17.7 16.3l2.1 2.1-1.4 1.4-2.1-2.1zM2.8 19.8l2.1-2.1 1.4 1.4-2.1 2.1zM16.3 6.3l2.1-2.1 1.4 1.4-2.1 2.1z" />
        </g>
      </svg>
    </button>
  );
}
