/** A Trusted Types policy's script URL: the browser's TrustedScriptURL, which a Worker takes where a string goes. */
type TrustedUrl = string & { readonly trusted?: never };

interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): TrustedUrl };
}

/** The page's window as far as Trusted Types go: absent where the browser has none. */
interface TrustedTypesWindow {
  trustedTypes?: TrustedTypesLike;
}

const made = new Map<string, string | URL>();

/**
 * A worker's script URL through the Trusted Types policy the CSP names for it: a script from this origin,
 * nothing else. Made once per page and policy (a policy may be created only once); a plain URL where the
 * browser has no Trusted Types.
 */
export function trustedScriptUrl(policyName: string, script: string): string | URL {
  const kept = made.get(policyName);
  if (kept) return kept;
  const url = new URL(script, window.location.href);
  const policy = (window as TrustedTypesWindow).trustedTypes?.createPolicy(policyName, {
    createScriptURL(candidate) {
      if (new URL(candidate).origin !== window.location.origin)
        throw new TypeError(`worker script from another origin: ${candidate}`);
      return candidate;
    },
  });
  const trusted = policy ? policy.createScriptURL(url.href) : url;
  made.set(policyName, trusted);
  return trusted;
}
