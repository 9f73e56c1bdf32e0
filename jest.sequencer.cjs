// Runs the longest test files first. Jest orders files by the durations it cached on an earlier
// run, and by file size when it has none: on a fresh clone (CI) a long browser file could start
// last and run alone at the end while the other worker idles. The files below are the long ones
// (seconds each took in one `npm test` on a 2-core machine); the rest keep Jest's order after them.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const LONG_FILES = {
  'e2e/content.e2e.ts': 140,
  'e2e/variant-build.e2e.ts': 70,
  'e2e/develop-site.e2e.ts': 60,
  'e2e/faults/hostile-input.e2e.ts': 35,
  'e2e/published.e2e.ts': 30,
  'packages/chartwrap/test/packed.test.ts': 45,
  'src/search/split.test.ts': 30,
  'test-support/test/browser.test.ts': 20,
};

const seconds = (testPath) => {
  const relative = testPath.split(path.sep).join('/');
  const entry = Object.entries(LONG_FILES).find(([file]) => relative.endsWith(`/${file}`));
  return entry ? entry[1] : 0;
};

class LongestFirst extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return ordered
      .map((test, index) => ({ test, index }))
      .sort((a, b) => seconds(b.test.path) - seconds(a.test.path) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = LongestFirst;
