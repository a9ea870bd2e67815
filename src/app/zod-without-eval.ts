import { config } from 'zod';

// Imported first by main.tsx: zod's JIT probes `new Function`, which the Content-Security-Policy forbids.
config({ jitless: true });
