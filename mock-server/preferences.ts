import { isObject } from './http-body';

/** The preferences AGORA's server-openai gives a user who never stored any. */
export const defaultPreferences = {
  theme: 'system',
  notifications_enabled: true,
  default_agent_id: 'general-agent',
  language: 'nl-NL',
  spoken_text_type: 'summarize',
  interaction_mode: 'feedback',
  email_reports: true,
} as const;

export type Preferences = Record<string, unknown>;
export type PreferenceUpdate = { ok: true; value: Preferences } | { ok: false; status: 400 | 422; detail: string };

const stringFields = ['theme', 'default_agent_id', 'language', 'spoken_text_type', 'interaction_mode'];
const booleanFields = ['notifications_enabled', 'email_reports'];

/** Checked in this order, each with the server's own words. */
const allowed: [field: string, values: string[], detail: string][] = [
  ['theme', ['light', 'dark', 'system'], "theme must be 'light', 'dark', or 'system'"],
  ['spoken_text_type', ['dictate', 'summarize'], "spoken_text_type must be 'dictate' or 'summarize'"],
  ['interaction_mode', ['feedback', 'listen'], "interaction_mode must be 'feedback' or 'listen'"],
];

/**
 * A partial preferences body as AGORA reads it: unknown fields and nulls are ignored, a wrong JSON type
 * is 422, a value outside theme / spoken_text_type / interaction_mode is 400. `value` may be empty: the
 * caller answers "No preferences provided" only after it found the user, as AGORA does.
 */
export function parsePreferenceUpdate(body: unknown): PreferenceUpdate {
  if (!isObject(body)) return { ok: false, status: 422, detail: 'Body must be a JSON object' };
  const value: Preferences = {};
  for (const field of [...stringFields, ...booleanFields]) {
    const given = body[field];
    if (given === undefined || given === null) continue;
    const type = stringFields.includes(field) ? 'string' : 'boolean';
    if (typeof given !== type) return { ok: false, status: 422, detail: `Field '${field}' must be a ${type}` };
    value[field] = given;
  }
  for (const [field, values, detail] of allowed)
    if (field in value && !values.includes(value[field] as string)) return { ok: false, status: 400, detail };
  return { ok: true, value };
}
