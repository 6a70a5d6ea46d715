import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend },
      '/media': { target: backend },
    },
  },
});
