// fast-json-patch's core as an ES module, imported by name: the package's own entry also builds a default
// export that holds every function (`compare`, `observe` too), which keeps them all in the bundle. It is the
// build the bundler picked before; unit tests now run it as well (Node would load the CommonJS build, which
// is not in strict mode and so lets a write into a string pass). Same API, so the package's own types.
declare module 'fast-json-patch/module/core.mjs' {
  export * from 'fast-json-patch/module/core';
}
