import type { Ref } from 'react';

export interface FilterBoxProps {
  /** What the box filters, shown as its label ("Filter options"). */
  label: string;
  /** The input's id, which the label points to (the caller's `useId()`). */
  inputId: string;
  /** The filter text. */
  value: string;
  onChange(value: string): void;
  /** How many items the filter leaves, announced as it changes; empty while nothing is typed. */
  countText: string;
  /** An example of what to type. */
  placeholder: string;
  /** The class of the box's paragraph, which styles its input. */
  className?: string;
  /** For callers that focus the input (the options explorer does when it opens). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled search box that filters a list as the reader types, with a live count of what it
 * leaves, so screen readers hear how many items match without moving focus.
 */
export function FilterBox({
  label,
  inputId,
  value,
  onChange,
  countText,
  placeholder,
  className,
  inputRef,
}: FilterBoxProps) {
  return (
    <p className={className}>
      <label htmlFor={inputId}>{label}</label>{' '}
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
      />{' '}
      <span aria-live="polite">{countText}</span>
    </p>
  );
}
