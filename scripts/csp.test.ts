import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCsp, connectSources } from './csp';
import { inlineScriptHashes } from './csp-plugin';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('buildCsp', () => {
  it('locks scripts, objects, base and forms down and allows only style attributes inline', () => {
    const policy = buildCsp({});
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(policy, 'connect-src')).toMatch(/ wss:\/\/api\.elevenlabs\.io$/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'none'");
    expect(directive(policy, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(policy, 'trusted-types')).toBe(
      'trusted-types hai-socket-worker hai-service-worker hai-search-worker',
    );
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('frame-ancestors');
  });

  it('connects to the mock server on localhost when no server is configured', () => {
    expect(connectSources({})).toEqual([
      "'self'",
      'ws://localhost:8000',
      'ws://127.0.0.1:8000',
      'http://localhost:8000',
      'http://127.0.0.1:8000',
    ]);
  });

  it('connects only to the origins of the configured servers', () => {
    const sources = connectSources({
      VITE_AGORA_WS_URL: 'wss://agora.example/ws?x=1',
      VITE_AGORA_API_URL: 'https://api.agora.example:8443/v2',
    });
    expect(sources).toEqual(["'self'", 'wss://agora.example', 'https://api.agora.example:8443']);
  });

  it('falls back per setting and adds the deployment’s extra sources once', () => {
    const sources = connectSources({
      VITE_AGORA_WS_URL: 'ws://127.0.0.1:8787/ws',
      VITE_CSP_CONNECT_SRC: 'wss://other.example, https://*.example http://localhost:8000',
    });
    expect(sources).toEqual([
      "'self'",
      'ws://127.0.0.1:8787',
      'http://localhost:8000',
      'http://127.0.0.1:8000',
      'wss://other.example',
      'https://*.example',
    ]);
  });

  it('rejects settings that are not server URLs or would break out of the directive', () => {
    expect(() => buildCsp({ VITE_AGORA_WS_URL: '/ws' })).toThrow(/VITE_AGORA_WS_URL/);
    expect(() => buildCsp({ VITE_AGORA_API_URL: 'javascript:alert(1)' })).toThrow(/VITE_AGORA_API_URL/);
    expect(() => buildCsp({ VITE_CSP_CONNECT_SRC: "https://a.example; script-src 'unsafe-inline'" })).toThrow(
      /invalid source/,
    );
  });
});

describe('inline scripts', () => {
  it('allows each inline script of the page by the hash of its exact text, and no script with a src', () => {
    const html =
      '<script defer src="/config.js"></script><script>\n  run();\n</script><script type="module" src="/m.js"></script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([`sha256-${createHash('sha256').update('\n  run();\n').digest('base64')}`]);
    expect(buildCsp({}, hashes)).toContain(`script-src 'self' '${hashes[0]}';`);
    expect(buildCsp({})).toContain("script-src 'self';");
  });

  it('finds the hash of index.html’s own early script', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});
