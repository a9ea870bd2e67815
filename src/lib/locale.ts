/** The UI languages, Dutch first (the default). Below i18n/ and prefs/, so neither points up at the other. */
export const languages = ['nl', 'en'] as const;
export type Language = (typeof languages)[number];

/** The BCP 47 tag of each UI language, for dates, numbers and speech. */
export const localeTags: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };
