/** use-intl's full ICU formatter under its server alias (next.config.mjs, vitest.config.ts). */
declare module 'otailo-icu-format-message' {
  export { default } from 'use-intl/format-message';
}
