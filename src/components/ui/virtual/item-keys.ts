export type ItemKey = string | number;

/**
 * The rows' keys as the virtualizer reads them. It reads every key again whenever the row count or `getItemKey`
 * changes; here a list that grows at its end (a streaming conversation) asks the caller only for the new keys, and
 * `getItemKey` is another function only when the rows are not the same ones any more (so it must re-read them).
 */
export class ItemKeys {
  private readonly keys: ItemKey[] = [];
  private read: (index: number) => ItemKey = (index) => this.keys[index] ?? index;

  /** Brings the keys up to `count` rows read through `keyAt`; gives the function to hand the virtualizer. */
  sync(count: number, keyAt: (index: number) => ItemKey): (index: number) => ItemKey {
    const keys = this.keys;
    const old = keys.length;
    const appended = count >= old && (old === 0 || (keyAt(0) === keys[0] && keyAt(old - 1) === keys[old - 1]));
    if (appended && count === old) return this.read;
    keys.length = count;
    for (let index = appended ? old : 0; index < count; index++) keys[index] = keyAt(index);
    if (!appended) this.read = (index) => keys[index] ?? index;
    return this.read;
  }
}
