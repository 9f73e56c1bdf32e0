import { resetLoader } from '../src/loader';
import {
  installFakeGoogle,
  type FakeGoogleHandle,
  type FakeGoogleOptions,
} from '@chartwrap/test-support';

let fake: FakeGoogleHandle | undefined;

/** Installs the fake google for one test; `cleanupFake` (afterEach) removes it. */
export function useFake(options: FakeGoogleOptions = {}): FakeGoogleHandle {
  fake?.uninstall();
  resetLoader();
  fake = installFakeGoogle(window, options);
  return fake;
}

export function cleanupFake() {
  fake?.uninstall();
  fake = undefined;
  resetLoader();
}

export const pie = [
  ['Task', 'Hours per day'],
  ['Work', 11],
  ['Eat', 2],
  ['Sleep', 7],
];
