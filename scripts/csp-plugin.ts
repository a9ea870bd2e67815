import type { Plugin } from 'vite';
import { buildCsp } from './csp.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Puts the Content-Security-Policy into the built index.html, right after the charset and before any script (build only: the dev server needs inline scripts). */
export function cspPlugin(): Plugin {
  let policy = '';
  return {
    name: 'hai-csp',
    apply: 'build',
    configResolved(config) {
      policy = buildCsp(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('index.html has no <meta charset>: nowhere to put the Content-Security-Policy');
        return html.replace(
          charset,
          (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`,
        );
      },
    },
  };
}
