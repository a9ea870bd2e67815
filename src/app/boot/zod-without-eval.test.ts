import { expect, it } from 'vitest';
import './zod-without-eval';

it('turns off zod’s eval-based JIT for the zod that loads afterwards', async () => {
  const { config } = await import('zod');
  expect(config().jitless).toBe(true);
});
