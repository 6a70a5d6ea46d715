import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react()],
  // `@/` is apps/web/src: imports across folders name the target, not a chain of `../`.
  resolve: { alias: [{ find: /^@\//, replacement: here('./src/') }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Four pages: the player site, the game client the lobby loads in its frame (/play/*), the
    // staff's back office (/backoffice/*) and the affiliates' portal (/affiliate/*).
    rolldownOptions: {
      input: {
        main: here('./index.html'),
        play: here('./play.html'),
        backoffice: here('./backoffice.html'),
        affiliate: here('./affiliate.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend },
      '/media': { target: backend },
    },
  },
});
