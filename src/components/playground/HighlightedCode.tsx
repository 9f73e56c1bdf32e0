import { Highlight } from 'prism-react-renderer';
import { EDITOR_THEME } from '../../shared/code-theme';
import * as styles from './explorer.module.css';

/** Code highlighted with the palette of the site's code blocks (the live editor's theme). */
export function HighlightedCode({ code, label }: { code: string; label: string }) {
  return (
    <Highlight code={code} language="tsx" theme={EDITOR_THEME}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre
          className={`${className} ${styles.code}`}
          style={style}
          tabIndex={0}
          aria-label={label}
        >
          <code>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({ line })}>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({ token })} />
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
