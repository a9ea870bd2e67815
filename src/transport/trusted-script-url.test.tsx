import { afterEach, describe, expect, it, vi } from 'vitest';
import { trustedScriptUrl } from './trusted-script-url';

type Rules = { createScriptURL(url: string): string };

afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

describe('trustedScriptUrl', () => {
  it('without Trusted Types is the script’s URL on this origin', () => {
    expect(String(trustedScriptUrl('test-plain', '/assets/w.js'))).toBe(`${window.location.origin}/assets/w.js`);
  });

  it('makes each policy once and lets through only this origin’s scripts', () => {
    const rules: Rules[] = [];
    const createPolicy = vi.fn((_name: string, policy: Rules) => {
      rules.push(policy);
      return { createScriptURL: (url: string) => `trusted:${policy.createScriptURL(url)}` };
    });
    (window as { trustedTypes?: unknown }).trustedTypes = { createPolicy };
    const first = trustedScriptUrl('test-worker', '/assets/w.js');
    expect(trustedScriptUrl('test-worker', '/assets/w.js')).toBe(first);
    expect(first).toBe(`trusted:${window.location.origin}/assets/w.js`);
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(() => rules[0]!.createScriptURL('https://elsewhere.example/w.js')).toThrow(/another origin/);
  });
});
