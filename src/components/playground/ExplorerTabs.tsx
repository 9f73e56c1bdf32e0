/**
 * The explorer's two tabs, Options and Data: a tab list with the keyboard behaviour of the ARIA
 * tabs pattern (arrow keys, Home and End move between tabs; the selected tab alone is in the tab
 * order), each panel labelled by its tab. Both panels stay mounted, so a reader's filter and
 * data survive a switch.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './explorer.module.css';

export type ExplorerTab = 'options' | 'data';
const TABS: { tab: ExplorerTab; label: string }[] = [
  { tab: 'options', label: 'Options' },
  { tab: 'data', label: 'Data' },
];

interface ExplorerTabsProps {
  selected: ExplorerTab;
  onSelect(tab: ExplorerTab): void;
  panels: Record<ExplorerTab, ReactNode>;
}

export function ExplorerTabs({ selected, onSelect, panels }: ExplorerTabsProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((t) => t.tab === selected);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(TABS[next].tab);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="Explore" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map(({ tab, label }, index) => (
          <button
            key={tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}`}
            tabIndex={selected === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(({ tab }) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={selected !== tab}
          className={styles.tabPanel}
        >
          {panels[tab]}
        </div>
      ))}
    </>
  );
}
