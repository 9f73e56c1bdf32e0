import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two pages, one build: the TypeScript app (index.html) and the plain JavaScript one (peer.html).
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        peer: resolve(import.meta.dirname, 'peer.html'),
      },
    },
  },
});
