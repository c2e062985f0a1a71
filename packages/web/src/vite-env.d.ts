/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_WS_URL?: string;
  /** "pos-only" builds the POS-only app variant (lib/app-variant.ts). */
  readonly VITE_APP_VARIANT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
