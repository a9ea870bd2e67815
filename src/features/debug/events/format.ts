export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A payload as text: a string as it is (a frame that was not JSON), anything else as JSON. */
export function payloadText(payload: unknown, indent?: number): string {
  if (typeof payload === 'string') return payload;
  try {
    return JSON.stringify(payload, null, indent) ?? String(payload);
  } catch {
    return String(payload);
  }
}
