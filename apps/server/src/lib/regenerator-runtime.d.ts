// regenerator-runtime ships no types; it is imported only for the global it defines (lib/pdf.ts).
declare module 'regenerator-runtime/runtime.js';
