import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3001';

/**
 * The landing page's static shell (index.html) is painted before any module loads. Two changes to the
 * built index.html serve it: the module tags are handed to public/app-shell.js, which loads them after
 * that first paint; and the heading's Oswald Latin face is preloaded, so it arrives with the
 * stylesheet and the heading does not reflow (and shift the hero) when the font swaps in.
 */
function deferModulesAndPreloadFont(): Plugin {
  return {
    name: 'power-gym:defer-modules-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.values(context.bundle ?? {}).find((file) =>
          /oswald-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName),
        );
        if (!font) throw new Error('The Oswald Latin font is missing from the build');
        // Nothing of the first paint waits for the modules: the shell is static. public/app-shell.js
        // asks for them only once the page has painted, so neither the download nor the work of the
        // app delays it; the tags become two meta elements it reads.
        const modules: string[] = [];
        let entry = '';
        const deferred = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
            modules.push(href);
            return '';
          });
        if (!entry) throw new Error('The entry module script is missing from index.html');
        return {
          html: deferred,
          tags: [
            { tag: 'meta', attrs: { name: 'app-entry', content: entry }, injectTo: 'head' },
            {
              tag: 'meta',
              attrs: { name: 'app-modules', content: modules.join(' ') },
              injectTo: 'head',
            },
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `/${font.fileName}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), deferModulesAndPreloadFont()],
  // One .env at the repository root configures the server and the client build.
  envDir: '..',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 30,
            },
            {
              name: 'redux',
              // RTK Query stays out: it loads with the first chunk that talks to the server.
              test: /node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/](?!query[\\/])|(redux|react-redux|redux-persist|immer|reselect)[\\/])/,
              priority: 20,
            },
            { name: 'firebase', test: /node_modules[\\/](firebase|@firebase)[\\/]/, priority: 20 },
            { name: 'maps', test: /node_modules[\\/]@react-google-maps[\\/]/, priority: 20 },
            // The landing route's own modules (entry, Home and everything they import statically,
            // MUI's core included) in one chunk: one request, and one gzip stream instead of twenty
            // small ones (-7 KB). The vendor chunks above keep their own cache lifetimes.
            {
              name: 'landing',
              test: /src[\\/](main|app[\\/]routes[\\/]home)\.tsx$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // The first test of a file also loads its lazy route modules; a busy machine needs the margin.
    testTimeout: 15_000,
  },
});
