import { registerSW } from "virtual:pwa-register";

/**
 * The register's service worker (vite-plugin-pwa): registered when a register page opens, so the register
 * reloads without the network. The dashboard and admin never register it (they need the network anyway).
 */
export function registerRegisterWorker(): void {
  if (!("serviceWorker" in navigator) || !window.location.pathname.startsWith("/pos")) return;
  registerSW({ immediate: true });
}
