import { fieldOf } from '../../lib/record';

/** A JSON Patch operation in a compact `op path` form (`move /from → /to` when it has a source). */
export function describeOp(operation: unknown): string {
  const [op, path, from] = ['op', 'path', 'from'].map((key) => fieldOf(operation, key));
  const pointer = (value: unknown) => (typeof value !== 'string' ? '?' : value === '' ? '""' : value);
  const source = typeof from === 'string' ? `${pointer(from)} → ` : '';
  return `${typeof op === 'string' ? op : '?'} ${source}${pointer(path)}`;
}
