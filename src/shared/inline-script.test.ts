import { scriptLiteral } from './inline-script';
import { announcementNoFlashScript } from '../components/AnnouncementBar';
import { gtagInitScript } from '../browser/analytics';
import { redirectHtml } from '../node/output/static-output';

const HOSTILE = 'x</script><script>alert(1)</script><!--\u2028';

test('a value cannot end the script element it is written into', () => {
  const literal = scriptLiteral(HOSTILE);
  expect(literal).not.toMatch(/<\/script|<!--|\u2028/i);
  expect(JSON.parse(literal)).toBe(HOSTILE);
  // The same value, read back by the browser's JavaScript parser.
  expect(new Function(`return ${literal}`)()).toBe(HOSTILE);
});

test('every inline script built from a value escapes it', () => {
  for (const script of [
    announcementNoFlashScript(HOSTILE),
    gtagInitScript(HOSTILE),
    // The redirect page's script element up to its own end tag.
    /<script[^>]*>[\s\S]*?(?=<\/script>)/.exec(redirectHtml(`/a${HOSTILE}`, 'https://x.dev/a'))![0],
  ]) {
    expect(script).not.toMatch(/<\/script|<!--/i);
  }
});
