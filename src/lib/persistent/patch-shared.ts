import { applyOperation, type Operation } from 'fast-json-patch/module/core.mjs';
import { boundDepth } from '../bound-depth';

/** `cut`: the patched document nested deeper than `maxValueDepth`; its deeper part is now text. */
export type PatchOutcome = { ok: true; document: unknown; paths: string[]; cut?: true } | { ok: false; reason: string };

type Container = Record<string, unknown> | unknown[];

/** Why a patch did not apply, in one line: a `test` op that failed, or any other failure. */
export function patchFailure(error: unknown): { ok: false; reason: string } {
  const { message, name } = error as Error;
  const kind = name === 'TEST_OPERATION_FAILED' ? 'test failed' : 'patch failed';
  return { ok: false, reason: `${kind}: ${message.split('\n')[0]}` };
}

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function segmentsOf(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Copies the containers from the root down to the parent of `pointer` (those not already copied
 * by this patch), so the operation can then be applied in place without touching shared data.
 */
function copyPath(root: unknown, pointer: string, owned: Set<object>): unknown {
  if (!isContainer(root)) return root;
  const own = (value: Container): Container => {
    if (owned.has(value)) return value;
    const copy = Array.isArray(value) ? value.slice() : { ...value };
    owned.add(copy);
    return copy;
  };
  const newRoot = own(root);
  let current: Container = newRoot;
  for (const segment of segmentsOf(pointer).slice(0, -1)) {
    const child = (current as Record<string, unknown>)[segment];
    if (!isContainer(child) || !Object.prototype.hasOwnProperty.call(current, segment)) break;
    const copy = own(child);
    (current as Record<string, unknown>)[segment] = copy;
    current = copy;
  }
  return newRoot;
}

/**
 * Applies an RFC 6902 patch through fast-json-patch without mutating `document`: only the
 * containers on each operation's path are copied, everything else is shared (cost follows the
 * patch, not the document). All or nothing: when any operation fails, the reason is returned
 * and the caller keeps the previous version.
 */
export function applyPatchShared(document: unknown, patch: readonly Operation[]): PatchOutcome {
  const owned = new Set<object>();
  let root = document;
  try {
    patch.forEach((operation, index) => {
      if (
        operation.op === 'move' &&
        (operation.path + '/').startsWith(operation.from + '/') &&
        operation.path !== operation.from
      ) {
        throw new Error(`cannot move ${operation.from || 'the root'} into itself (${operation.path})`);
      }
      if (operation.op !== 'test') root = copyPath(root, operation.path, owned);
      if (operation.op === 'move') root = copyPath(root, operation.from, owned);
      root = applyOperation(root, operation, true, true, true, index).newDocument;
    });
  } catch (error) {
    return patchFailure(error);
  }
  // Patches compose (each may add a bounded value below the last), so the result is bounded again.
  const { value, cut } = boundDepth(root);
  const paths = patch.map((operation) => operation.path);
  return cut ? { ok: true, document: value, paths, cut } : { ok: true, document: value, paths };
}
