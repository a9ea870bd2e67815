import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { buildCsp, type CspEnv } from './csp.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The CSP source of each inline script in the page (`sha256-…`): allowed by its exact text, nothing else inline. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body = '']) => body)
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

/** Puts the Content-Security-Policy into the built index.html, right after the charset and before any script (build only: the dev server needs inline scripts). */
export function cspPlugin(): Plugin {
  let env: CspEnv = {};
  return {
    name: 'hai-csp',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset>: nowhere to put the Content-Security-Policy');
        const policy = buildCsp(env, inlineScriptHashes(html));
        return html.replace(
          charset,
          (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`,
        );
      },
    },
  };
}
