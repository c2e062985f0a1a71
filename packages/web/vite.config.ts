import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const apiTarget = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
