/* Heap figures for `npm run fuzz` (run with --expose-gc, so they leave garbage out). */

export function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

export const mb = (value: number): string => `${value.toFixed(1)} MB`;

export const hasGc = (): boolean => typeof (globalThis as { gc?: unknown }).gc === 'function';
