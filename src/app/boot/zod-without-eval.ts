declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Imported first by main.tsx: zod's JIT probes `new Function`, which the Content-Security-Policy forbids.
// zod itself loads later, in the chunk with the schemas; it adopts a config object put on globalThis
// before it loads (its own test: "pre-set globalThis.__zod_globalConfig is preserved on import").
// The dev server's zod is published zod; a build's has its JIT taken out (scripts/zod-jitless.ts), so this is not in it.
if (import.meta.env.DEV) (globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
