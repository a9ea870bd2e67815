/** Closing backtick runs by length, each list read through once: code spans cost O(n) in total. */
export class BacktickRuns {
  private readonly byLength = new Map<number, number[]>();
  private readonly cursor = new Map<number, number>();

  constructor(src: string) {
    for (let i = src.indexOf('`'); i >= 0; i = src.indexOf('`', i)) {
      const start = i;
      while (src[i] === '`') i++;
      const runs = this.byLength.get(i - start);
      if (runs) runs.push(start);
      else this.byLength.set(i - start, [start]);
    }
  }

  /** Start of the first run of exactly `length` backticks at or after `from`, or -1. */
  find(length: number, from: number): number {
    const runs = this.byLength.get(length);
    if (!runs) return -1;
    let at = this.cursor.get(length) ?? 0;
    while (at < runs.length && runs[at]! < from) at++;
    this.cursor.set(length, at);
    return runs[at] ?? -1;
  }
}
