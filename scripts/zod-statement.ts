import type { Plugin } from 'vite';

/** One statement of one of zod's modules, written otherwise in the build. */
export interface ZodStatement {
  /** The plugin's name. */
  name: string;
  /** The module, by its path. */
  module: RegExp;
  /** The statement as zod writes it, once in that module. */
  statement: string;
  replacement: string;
}

/** `source` with the statement replaced; undefined if it is not there. */
export function replaced(edit: ZodStatement, source: string): string | undefined {
  return source.includes(edit.statement) ? source.replace(edit.statement, edit.replacement) : undefined;
}

/** A build-only plugin for `edit`; the build fails when zod no longer writes the statement. */
export function zodStatementPlugin(edit: ZodStatement): Plugin {
  return {
    name: edit.name,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!edit.module.test(id)) return null;
      const changed = replaced(edit, code);
      if (changed === undefined) this.error(`zod's statement (${edit.statement}) was not found in ${id}`);
      return { code: changed, map: null };
    },
  };
}
