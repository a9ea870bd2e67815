import { build } from 'vite';
import { e2eBuild, mockOrigins } from './ports';

// The one production build of `npm test`: the bundle check measures it and every journey runs it. Its CSP lets
// the page reach each slot's mocks, as a deployment's VITE_CSP_CONNECT_SRC would.
process.env.VITE_CSP_CONNECT_SRC = mockOrigins();
await build({ logLevel: 'warn', build: { outDir: e2eBuild, emptyOutDir: true } });
