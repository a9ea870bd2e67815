const trusted = new Set<string>();

/** Where reports may be downloaded from: this page's origin, the API's, and the ones the operator lists (absolute). */
export function trustReportOrigins(urls: readonly (string | undefined)[]): void {
  for (const url of urls) {
    try {
      if (url) trusted.add(new URL(url).origin);
    } catch {
      // Not a URL: trusts nothing.
    }
  }
}

export const isTrustedReportOrigin = (origin: string): boolean => trusted.has(origin);
