/** The longest message AGORA takes: its moderation refuses a longer one without a word. */
export const maxMessageLength = 10_000;
