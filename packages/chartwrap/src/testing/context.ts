/** What every part of one fake shares: its window, its options, its record and its events. */
import type { FakeEvents } from './events';
import type { FakeGoogleOptions, FakeGoogleRecord } from './types';

/** A window as the fake needs it: a document, and room for `google` and the record. */
export interface FakeWindow {
  document: Document;
  google?: unknown;
  __fakeGoogle?: FakeGoogleRecord;
}

/** `window.google` as the fake fills it: `visualization` appears with the first load. */
export interface FakeNamespace {
  charts: Record<string, unknown>;
  visualization?: Record<string, unknown>;
}

export interface FakeContext {
  win: FakeWindow;
  google: FakeNamespace;
  doc: Document;
  opts: FakeGoogleOptions;
  rec: FakeGoogleRecord;
  events: FakeEvents;
}
