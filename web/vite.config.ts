import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl, changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  worker: { format: 'es' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
