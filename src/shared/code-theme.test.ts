import fs from 'node:fs';
import path from 'node:path';
import { CODE_TOKENS, CODE_VARIABLE_PREFIX, EDITOR_THEME } from './code-theme';

/** The declarations of one `selector { … }` block of the site's stylesheet. */
function variables(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`global.css has no "${selector}" block`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    Array.from(body.matchAll(/(--[\w-]+):\s*([^;]+);/g), (m) => [m[1]!, m[2]!.trim()]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const css = fs.readFileSync(path.join(__dirname, '../styles/global.css'), 'utf8');
const modes = {
  light: variables(css, "html[data-theme='light']"),
  dark: variables(css, "html[data-theme='dark']"),
};

describe.each(Object.entries(modes))('the code palette in %s mode', (_mode, vars) => {
  /** A variable's colour, following `var(--other)` references. */
  const colour = (name: string): string => {
    const value = vars.get(name);
    if (!value) throw new Error(`${name} is not set`);
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference ? colour(reference[1]!) : value;
  };
  const backgrounds = [
    'code-background',
    'code-line-highlight',
    'code-line-add',
    'code-line-remove',
    'code-popup-background',
  ];
  const foregrounds = ['foreground', ...CODE_TOKENS.map((t) => `token-${t}`)];

  it.each(foregrounds)('%s passes WCAG AA on every code background', (name) => {
    for (const background of backgrounds) {
      const ratio = contrast(colour(`${CODE_VARIABLE_PREFIX}${name}`), colour(`--${background}`));
      expect({ name, background, passes: ratio >= 4.5 }).toEqual({
        name,
        background,
        passes: true,
      });
    }
  });

  it("gives every colour the live editor's theme uses a value", () => {
    const used = JSON.stringify(EDITOR_THEME).match(/--[\w-]+/g) ?? [];
    expect(used.length).toBeGreaterThan(5);
    for (const name of used) expect(colour(name)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
