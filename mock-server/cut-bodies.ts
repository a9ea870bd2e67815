import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { seededRandom } from '../src/lib/seeded-random';

const cutStyles = ['empty', 'early', 'short'] as const;
export type CutStyle = (typeof cutStyles)[number];

type Headers = OutgoingHttpHeaders;

/**
 * AGORA's gateway as deployed: it returns proxied REST answers after letting go of them, so a share of them
 * arrives empty, as JSON cut short (chunked, no length), or shorter than the Content-Length it announces (then
 * the connection closes). What the request did is done; only its answer is lost.
 */
export class CutBodies {
  private cutShare = 0;
  private cutSeed = 1;
  private random: () => number = seededRandom(1);

  constructor(share = 0, seed = 1) {
    this.set(share, seed);
  }

  /** From now on: cut `share` of the answers, picked from the start of `seed`'s sequence. */
  set(share: number, seed = 1): void {
    this.cutShare = Math.min(1, Math.max(0, share));
    this.cutSeed = seed;
    this.random = seededRandom(seed);
  }

  get share(): number {
    return this.cutShare;
  }

  get seed(): number {
    return this.cutSeed;
  }

  /** The cut this answer gets, if any: decided once per answer, in order, from the seed. */
  next(): CutStyle | undefined {
    if (this.cutShare === 0 || this.random() >= this.cutShare) return undefined;
    return cutStyles[Math.floor(this.random() * cutStyles.length)];
  }

  /** Lets `res` through, or cuts the body it is given when this answer's turn says so. */
  around(res: ServerResponse): ServerResponse {
    const style = this.next();
    if (!style) return res;
    const at = this.random();
    let status = 200;
    let headers: Headers = {};
    const writeHead = res.writeHead.bind(res);
    const end = res.end.bind(res);
    res.writeHead = ((code: number, ...rest: unknown[]) => {
      status = code;
      const given = rest.find((arg) => typeof arg === 'object' && arg !== null);
      headers = { ...(given as Headers | undefined) };
      return res;
    }) as typeof res.writeHead;
    res.end = ((chunk?: unknown) => {
      const body = Buffer.isBuffer(chunk) ? chunk : Buffer.from(typeof chunk === 'string' ? chunk : '');
      const kept = body.subarray(0, Math.max(1, Math.floor(at * body.length)));
      const plain: Headers = Object.fromEntries(
        Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      if (style === 'short' && body.length > 1) {
        writeHead(status, { ...plain, 'Content-Length': String(body.length) });
        res.write(kept);
        res.socket?.end();
        return res;
      }
      writeHead(status, plain);
      return end(style === 'empty' ? undefined : kept);
    }) as typeof res.end;
    return res;
  }
}
