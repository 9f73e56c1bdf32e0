/**
 * The explorer's theme section: the reader's fonts, colours, background and legend choices as a
 * `<ChartDefaults>` snippet, to copy or to apply to every example of the visit.
 */
import type { ChartDefaultOptions } from 'chartwrap';
import { writeReaderChartTheme } from '../../browser/reader-chart-theme';
import { choicesToOptions, themeChoices, type OptionChoices } from '../../shared/option-controls';
import { optionsObjectText } from '../../shared/options-source';
import { HighlightedCode } from './HighlightedCode';
import * as styles from './explorer.module.css';
import * as playground from './playground.module.css';

interface ThemeSectionProps {
  choices: OptionChoices;
  copy(text: string, what: string): void;
  setStatus(status: string): void;
}

export function ThemeSection({ choices, copy, setStatus }: ThemeSectionProps) {
  const theme = themeChoices(choices);
  const themeSnippet = `<ChartDefaults options={${optionsObjectText(theme)}}>\n  <App />\n</ChartDefaults>`;
  const empty = Object.keys(theme).length === 0;
  return (
    <div className={styles.output}>
      <div className={styles.outputHeader}>
        <h4 className={styles.subheading}>Theme for every chart</h4>
        <span className={styles.headerActions}>
          <button
            type="button"
            className={playground.button}
            onClick={() => copy(themeSnippet, 'Theme')}
            disabled={empty}
          >
            Copy theme
          </button>
          <button
            type="button"
            className={playground.button}
            onClick={() => {
              writeReaderChartTheme(choicesToOptions(theme) as ChartDefaultOptions);
              setStatus('Theme applied to every example for this visit.');
            }}
            disabled={empty}
          >
            Apply to every example
          </button>
          <button
            type="button"
            className={playground.button}
            onClick={() => {
              writeReaderChartTheme(null);
              setStatus('Theme reset.');
            }}
          >
            Reset theme
          </button>
        </span>
      </div>
      <p className={styles.hint}>
        Your fonts, colours, background and legend choices as defaults for every chart below a{' '}
        <code>&lt;ChartDefaults&gt;</code>; each chart&apos;s own options still win.
      </p>
      <HighlightedCode code={themeSnippet} label="Theme as ChartDefaults" />
    </div>
  );
}
