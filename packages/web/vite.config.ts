import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The register is installable and loads without the network: the service worker keeps the app shell (every
    // built file) and answers navigations with it. API calls always go to the network (the register's data and
    // outbox are in IndexedDB). Registered by the register only (src/pwa.ts).
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      manifest: {
        name: "Greenline POS Register",
        short_name: "Register",
        description: "The Greenline POS register; keeps selling when the internet drops.",
        start_url: "/pos",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#15803d",
        icons: [{ src: "/favicon-pos.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/trpc/, /^\/ws/, /^\/dev/, /^\/ping/],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The register that installed it is controlled at once: it reloads offline without a second visit.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/trpc": apiTarget,
      "/ping": apiTarget,
      "/dev": apiTarget,
      "/ws": { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework every surface loads first: cached across deployments that only change app code.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@trpc|superjson)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
