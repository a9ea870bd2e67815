import { maxValueDepth, valueDepth } from '../lib/value-depth';
import { restFailures } from './rest-failures';

/** What came back as a body: JSON, an answer cut short on the way, or something that is no JSON at all (a page). */
export type Body = { kind: 'json'; value: unknown } | { kind: 'cut'; why: string } | { kind: 'other' };

// A JSON text that stopped early still opens like JSON; a page (`<!doctype html>`) or plain text never does.
const opensLikeJson = /^\s*[[{"]/;

/**
 * Reads a response's body. AGORA's gateway hands back proxied answers it has already let go of, so a 200 may
 * arrive empty, as JSON that ends early, or shorter than its Content-Length (the read then fails): each is a
 * transport failure, worth another try, not a server that broke the contract.
 */
export async function readBody(response: Response): Promise<Body> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { kind: 'cut', why: `body cut off: ${(error as Error).message}` };
  }
  if (text.trim() === '')
    return response.status === 204 ? { kind: 'json', value: undefined } : { kind: 'cut', why: 'empty body' };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return opensLikeJson.test(text)
      ? { kind: 'cut', why: `JSON ends early after ${text.length} characters` }
      : { kind: 'other' };
  }
  return { kind: 'json', value: await bounded(value, response.url) };
}

/** The answer's path, without its query (it may name a user). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? '';
  }
}

/**
 * Every view and cache walks an answer recursively (schemas, lists, histories, search, storage): a value nested
 * deeper than `maxValueDepth` keeps its deeper part as text (`boundDepth`). The data is still used; the event log says so.
 */
async function bounded(value: unknown, url: string): Promise<unknown> {
  if (valueDepth(value, maxValueDepth) <= maxValueDepth) {
    restFailures.answered(pathOf(url));
    return value;
  }
  // The cutter joins the first screen's chunk: only a hostile answer needs it here.
  const { boundDepth } = await import('../lib/bound-depth');
  const cause = `answer nested deeper than ${maxValueDepth} levels; the deeper part is kept as text`;
  restFailures.report({ request: pathOf(url), kind: 'too-deep', cause });
  return boundDepth(value).value;
}
