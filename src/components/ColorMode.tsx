import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE } from '../config';
import type { ColorMode } from '../shared/types';
import { getStorage } from '../browser/storage';

const isColorMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

/**
 * Inline script for <head>: applies the stored colour mode before first paint (no flash).
 * Light by default; the system preference is not followed.
 */
export const NO_FLASH_SCRIPT = `(function(){var m='${DEFAULT_COLOR_MODE}';try{var s=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(s==='light'||s==='dark')m=s}catch(e){}document.documentElement.setAttribute('data-theme',m);document.documentElement.style.colorScheme=m})();`;

function applyToDocument(mode: ColorMode) {
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.style.colorScheme = mode;
}

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode | null) => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

function readMode(): ColorMode {
  const stored = getStorage().get(COLOR_MODE_STORAGE_KEY);
  return isColorMode(stored) ? stored : DEFAULT_COLOR_MODE;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  // The server renders light; the no-flash script already set the document attribute, and the
  // effect below aligns React state with it right after hydration.
  const [colorMode, setState] = useState<ColorMode>(DEFAULT_COLOR_MODE);

  useEffect(() => {
    const mode = readMode();
    setState(mode);
    applyToDocument(mode);
  }, []);

  // Cross-tab sync: another tab changed or cleared the stored mode.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== COLOR_MODE_STORAGE_KEY && e.key !== null) return;
      const mode = isColorMode(e.newValue) ? e.newValue : DEFAULT_COLOR_MODE;
      setState(mode);
      applyToDocument(mode);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** `null` clears the choice: back to the default (light). */
  const setColorMode = useCallback((mode: ColorMode | null) => {
    const storage = getStorage();
    if (mode === null) storage.remove(COLOR_MODE_STORAGE_KEY);
    else storage.set(COLOR_MODE_STORAGE_KEY, mode);
    const next = mode ?? DEFAULT_COLOR_MODE;
    setState(next);
    applyToDocument(next);
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>.');
  return value;
}

export function ColorModeToggle() {
  const { colorMode, setColorMode } = useColorMode();
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
