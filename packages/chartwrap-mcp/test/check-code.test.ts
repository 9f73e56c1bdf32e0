import path from 'node:path';
import { CodeInputError, MAX_CODE_BYTES, createCodeChecker } from '../src/check-code';

// Snippets resolve `chartwrap` as a file of this package does: the workspace's built library.
const checker = createCodeChecker(path.join(__dirname, '..'));

const LINE_CHART = (props: string) =>
  `<Chart chartType="LineChart" data={[["x", "y"], [1, 2]]} ${props} />`;

describe('check_chart_code: the library types’ messages', () => {
  test('a misspelt option gets one diagnostic on its line that names the right option', () => {
    const diagnostics = checker.check(LINE_CHART('options={{ curvType: "function" }}'));
    expect(diagnostics).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining("'curveType'") }),
    ]);
  });

  test('an event the chart never fires gets a diagnostic naming it and the events it does fire', () => {
    const code = [
      'import { Chart } from "chartwrap";',
      'export const A = () => (',
      `  ${LINE_CHART('chartEvents={[{ eventName: "animationstart", callback: () => {} }]}')}`,
      ');',
    ].join('\n');
    const [diagnostic, ...rest] = checker.check(code);
    expect(rest).toEqual([]);
    expect(diagnostic.line).toBe(3);
    expect(diagnostic.message).toContain('"animationstart"');
    expect(diagnostic.message).toContain('"animationfinish"');
  });

  test('the corrected code gets no diagnostic, after the wrong code on the same checker', () => {
    expect(checker.check(LINE_CHART('options={{ curvType: "function" }}'))).not.toEqual([]);
    const corrected = LINE_CHART(
      'options={{ curveType: "function" }} chartEvents={[{ eventName: "animationfinish", callback: () => {} }]}',
    );
    expect(checker.check(corrected)).toEqual([]);
  });

  test('lines and columns count from 1 in the code as sent, whether or not it imports Chart', () => {
    const code = '\n\n    const n: number = "two";';
    const [diagnostic] = checker.check(code);
    expect(diagnostic).toMatchObject({ line: 3, column: 11, code: 2322 });
    const [withChart] = checker.check(`${LINE_CHART('')}\nconst n: number = "two";`);
    expect(withChart).toMatchObject({ line: 2, column: 7 });
  });
});

describe('check_chart_code: input it will not compile', () => {
  test('code over the size limit is refused with its size and the limit', () => {
    const code = `// ${'x'.repeat(MAX_CODE_BYTES)}`;
    expect(() => checker.check(code)).toThrow(CodeInputError);
    expect(() => checker.check(code)).toThrow(`takes at most ${MAX_CODE_BYTES}`);
  });

  test('code that does not parse as TSX is refused with the first syntax error’s place', () => {
    expect(() => checker.check('const = ;')).toThrow(/^the code is not TSX: line 1, column 7: /);
    expect(() => checker.check('<Chart chartType="PieChart"')).toThrow(CodeInputError);
  });
});
