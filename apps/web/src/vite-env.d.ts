/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** When the API runs with API_KEY_SECRET, the same value: every API call then carries an ApiKey stamp. */
  readonly VITE_API_KEY_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
