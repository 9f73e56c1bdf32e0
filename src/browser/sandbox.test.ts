import { sandboxFields, sandboxProject } from './sandbox-project';

const code =
  "import { Chart } from 'chartwrap';\n\nexport default function X() {\n  return null;\n}\n";

test('the sandbox project posts the example with a Vite app around it', () => {
  const project = sandboxProject('pie-chart', code, 'Pie chart');
  expect(project.files['src/pie-chart.tsx']).toBe(code);
  expect(project.files['src/main.tsx']).toContain("import Example from './pie-chart';");
  expect(JSON.parse(project.files['package.json']).dependencies).toHaveProperty('chartwrap');
  const fields = new Map(sandboxFields(project));
  expect(fields.get('project[template]')).toBe('node');
  expect(fields.get('project[files][src/pie-chart.tsx]')).toBe(code);
});
