/** Part of a translation file (web/vite.config.ts, localeParts). */
declare module 'virtual:locale/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
