/** `google.visualization.events`: listeners kept in the record, so tests can count and fire them. */
import type { FakeGoogleRecord, FakeListener } from './types';

export interface FakeEvents {
  addListener(target: unknown, name: string, fn: (args?: unknown) => void): FakeListener;
  addOneTimeListener(target: unknown, name: string, fn: (args?: unknown) => void): FakeListener;
  removeListener(listener: FakeListener): void;
  removeAllListeners(target: unknown): void;
  trigger(target: unknown, name: string, args?: unknown): void;
}

/** The namespace `google.visualization.events`, keeping its listeners in `rec.listeners`. */
export function createEvents(rec: Pick<FakeGoogleRecord, 'listeners'>): FakeEvents {
  const events: FakeEvents = {
    addListener(target, name, fn) {
      const listener = { target, name, fn };
      rec.listeners.push(listener);
      return listener;
    },
    addOneTimeListener(target, name, fn) {
      const listener = events.addListener(target, name, (args) => {
        events.removeListener(listener);
        fn(args);
      });
      return listener;
    },
    removeListener(listener) {
      const i = rec.listeners.indexOf(listener);
      if (i >= 0) rec.listeners.splice(i, 1);
    },
    removeAllListeners(target) {
      rec.listeners = rec.listeners.filter((listener) => listener.target !== target);
    },
    trigger(target, name, args) {
      rec.listeners.slice().forEach((listener) => {
        if (listener.target === target && listener.name === name) listener.fn(args);
      });
    },
  };
  return events;
}

/** How many listeners are registered on `target` (on anything when omitted). */
export const countListeners = (rec: Pick<FakeGoogleRecord, 'listeners'>, target?: unknown) =>
  rec.listeners.filter((listener) => target === undefined || listener.target === target).length;
