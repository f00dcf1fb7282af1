import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (and its embedded OpenID provider) runs on :3000; in development Vite proxies both so the
// browser sees one origin, exactly as in production where the API serves the built app from dist/.
const api = process.env.SAFC_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
    },
  },
});
