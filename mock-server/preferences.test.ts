import { describe, expect, it } from 'vitest';
import { invalidJson } from './http-body';
import { parsePreferenceUpdate } from './preferences';

describe('parsePreferenceUpdate', () => {
  it('keeps the known fields that are given, and ignores nulls and unknown fields', () => {
    expect(
      parsePreferenceUpdate({
        theme: 'light',
        notifications_enabled: false,
        default_agent_id: 'history-agent',
        language: 'en-GB',
        spoken_text_type: 'dictate',
        interaction_mode: 'listen',
        email_reports: false,
        voice: 'loud',
        language_extra: null,
      }),
    ).toEqual({
      ok: true,
      value: {
        theme: 'light',
        notifications_enabled: false,
        default_agent_id: 'history-agent',
        language: 'en-GB',
        spoken_text_type: 'dictate',
        interaction_mode: 'listen',
        email_reports: false,
      },
    });
    expect(parsePreferenceUpdate({ theme: null })).toEqual({ ok: true, value: {} });
  });

  it('checks JSON types (422) before values (400), values in AGORA’s order', () => {
    expect(parsePreferenceUpdate({ theme: 'blue', email_reports: 'ja' })).toMatchObject({ status: 422 });
    expect(parsePreferenceUpdate({ spoken_text_type: 'x', theme: 'blue' })).toMatchObject({
      status: 400,
      detail: "theme must be 'light', 'dark', or 'system'",
    });
    for (const body of [undefined, invalidJson, [], 'dark'])
      expect(parsePreferenceUpdate(body)).toMatchObject({ status: 422 });
  });
});
