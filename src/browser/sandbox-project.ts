/**
 * "Open in sandbox" through StackBlitz's documented POST API
 * (https://developer.stackblitz.com/platform/api/post-api): a form posted to
 * https://stackblitz.com/run with project[title], project[template], project[files][…] fields.
 * The project is a small Vite + React + TypeScript app whose App renders the example module.
 * Pages reach it through sandbox.ts, which loads this module when a reader asks for a sandbox.
 */
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

export interface SandboxProject {
  title: string;
  description: string;
  template: 'node';
  files: Record<string, string>;
}

export function sandboxProject(name: string, code: string, title = name): SandboxProject {
  const packageJson = {
    name: `chartwrap-${name}`,
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build' },
    dependencies: { chartwrap: 'latest', react: '^18.3.1', 'react-dom': '^18.3.1' },
    devDependencies: {
      '@types/react': '^18.3.12',
      '@types/react-dom': '^18.3.1',
      '@vitejs/plugin-react': '^4.3.4',
      typescript: '^5.9.0',
      vite: '^6.0.0',
    },
  };
  return {
    title: `Chartwrap: ${title}`,
    description: `The "${title}" example from the Chartwrap documentation.`,
    template: 'node',
    files: {
      'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
      'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title} | Chartwrap</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
      'vite.config.ts': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2021',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            noEmit: true,
          },
          include: ['src'],
        },
        null,
        2,
      )}\n`,
      'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Example from './${name}';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Example />
  </StrictMode>,
);
`,
      [`src/${name}.tsx`]: code,
    },
  };
}

/** The form fields StackBlitz's POST API expects for a project. */
export function sandboxFields(project: SandboxProject): [string, string][] {
  return [
    ['project[title]', project.title],
    ['project[description]', project.description],
    ['project[template]', project.template],
    ...Object.entries(project.files).map(([path, text]): [string, string] => [
      `project[files][${path}]`,
      text,
    ]),
  ];
}

/** Posts the project to StackBlitz in a new tab. */
export function postToSandbox(name: string, code: string, title?: string): void {
  const project = sandboxProject(name, code, title);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(`src/${name}.tsx`)}`;
  form.target = '_blank';
  form.rel = 'noopener noreferrer';
  form.hidden = true;
  for (const [field, value] of sandboxFields(project)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
