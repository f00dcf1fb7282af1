import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// The API (and its embedded OpenID provider) runs on :3000; in development Vite proxies both so the
// browser sees one origin, exactly as in production where the API serves the built app from dist/.
const api = process.env.SAFC_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // @safc/domain is pure by design (no I/O, nothing runs on import), so a page that needs one formatter
      // need not carry the package's zod schemas and catalogues: let the bundler drop unused modules.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
    },
  },
});
