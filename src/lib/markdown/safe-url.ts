const allowed = /^(?:https?:|mailto:|tel:|#|\/)/i;
// Browsers drop tabs and newlines anywhere in a URL and control characters around it, so "java\tscript:" would still run.
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/**
 * Only web, mail, phone, fragment and same-site links survive; anything else (javascript:, data:,
 * vbscript:, relative paths, "&#106;avascript:") becomes '' and is rendered inert. Entities are never
 * decoded, so an encoded scheme cannot slip past the allow-list.
 */
export function safeUrl(url: string): string {
  const cleaned = url.trim().replace(invisible, '').replace(/ /g, '%20');
  return allowed.test(cleaned) ? cleaned : '';
}
