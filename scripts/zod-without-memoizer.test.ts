import * as agui from '@ag-ui/core/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/api/contract';
import * as gateway from '../src/api/gateway-contract';
import * as http from '../src/api/http';
import * as pages from '../src/api/session-pages';
import * as custom from '../src/model/reduce-custom';
import * as spoken from '../src/model/reduce-spoken';
import * as agoraEvents from '../src/protocol/agora-events';
import * as v1Frames from '../src/protocol/hai-v1-frames';

/** The schemas directly inside `schema`'s definition: its shape, element, options, inner type, pipe ends… */
function childrenOf(schema: z.ZodType): z.ZodType[] {
  const values = Object.values(schema.def as object).flatMap((value: unknown) =>
    Array.isArray(value)
      ? value
      : value && typeof value === 'object' && !(value instanceof z.ZodType)
        ? Object.values(value)
        : [value],
  );
  const lazy = schema instanceof z.ZodLazy ? [schema.def.getter()] : [];
  return [...values, ...lazy].filter((value): value is z.ZodType => value instanceof z.ZodType);
}

/** The paths along which a schema reaches itself again. */
function cyclesFrom(name: string, root: unknown, done: Set<z.ZodType>): string[] {
  const cycles: string[] = [];
  const visit = (schema: z.ZodType, path: z.ZodType[]) => {
    if (path.includes(schema)) return void cycles.push(`${name} (${path.length} deep)`);
    if (done.has(schema)) return;
    for (const child of childrenOf(schema)) visit(child, [...path, schema]);
    done.add(schema);
  };
  if (root instanceof z.ZodType) visit(root, []);
  return cycles;
}

describe('zod without its memoizer: safe for the app', () => {
  it('finds a recursive schema, by a getter or z.lazy', () => {
    const tree = z.object({
      name: z.string(),
      get children() {
        return z.array(tree);
      },
    });
    const list: z.ZodType = z.lazy(() => z.union([z.null(), z.object({ next: list })]));
    expect(cyclesFrom('tree', tree, new Set())).toHaveLength(1);
    expect(cyclesFrom('list', list, new Set())).toHaveLength(1);
    expect(cyclesFrom('flat', z.object({ a: z.array(z.string()) }), new Set())).toEqual([]);
  });

  it('is safe: neither the app’s schemas nor @ag-ui/core’s are recursive', () => {
    const done = new Set<z.ZodType>();
    const modules = [agui, contract, gateway, agoraEvents, v1Frames, spoken, custom, pages, http];
    const exported = modules.flatMap((module) => Object.entries(module));
    expect(exported.filter(([, value]) => value instanceof z.ZodType).length).toBeGreaterThan(100);
    expect(exported.flatMap(([name, value]) => cyclesFrom(name, value, done))).toEqual([]);
  });
});
