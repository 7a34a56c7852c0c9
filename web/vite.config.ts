import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './locale-parts';

// Production builds use relative asset URLs; the server adds <base href> for its BASE_PATH,
// so one build serves any base path. The dev server proxies the API to the Node server.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? './' : '/ClientApps/',
  plugins: [localeParts(), react(), tailwindcss()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/ClientApps/api': 'http://localhost:5000',
      '/api': 'http://localhost:5000',
    },
  },
}));
