import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { countryNamesTable } from './build/country-names-table';
import { muiWithoutCssVariables } from './build/mui-without-css-variables';
import { precompress } from './build/precompress';

// The API (and its embedded OpenID provider) runs on :3000; in development Vite proxies both so the
// browser sees one origin, exactly as in production where the API serves the built app from dist/.
const api = process.env.SAFC_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), muiWithoutCssVariables(), countryNamesTable(), precompress()],
  resolve: {
    alias: [
      // MUI's styled engine calls emotion's styled(tag, options) and never its shortcuts (styled.div): the
      // package's entry builds those for 135 tags as it loads (10 ms of the first task on this machine's
      // Chromium, 40 ms of Lighthouse's blocking time at its 4x slowdown). Its base is the same function.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // @safc/domain is pure by design (no I/O, nothing runs on import), so a page that needs one formatter
      // need not carry the package's zod schemas and catalogues: let the bundler drop unused modules.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
      // Few requests per page (issue 14: at most 15 on a public page's first visit): common chunks smaller
      // than 56 kB of source (32 until decision 059: 56 gave the lightest signed-in pages) are copied into
      // the chunks that use them instead of being fetched on their own (a page went from 26 scripts to 7,
      // and from 194 to 180 kB, since each chunk loads whole anyway).
      // Rolldown then keeps every module's execution order (strictExecutionOrder, about 5% more code).
      // Nothing outside the app imports its chunks, so their export signatures need not be kept.
      // MUI's Chip stays a chunk of its own: copied, it joined the Popper chunk every signed-in page loads
      // (3 kB more on /holdings, /companies and /actions once /company's reason dialog loaded on opening).
      // docs/decisions/041, 059.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 56 * 1024,
            exclude: [/[\\/]@mui[\\/]material[\\/]Chip[\\/]/],
          },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
    },
  },
});
