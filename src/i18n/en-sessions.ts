import type { nlSessions } from './nl-sessions';

export const enSessions: Record<keyof typeof nlSessions, string> = {
  'sessions.new': 'New inspection',
  'sessions.search': 'Search by title',
  'sessions.empty': 'No inspections yet.',
  'sessions.noMatch': 'No inspections found for “{query}”.',
  'sessions.loadMore': 'Load more',
  'sessions.loading': 'Loading inspections…',
  'sessions.error': 'Inspections could not be loaded: {message}',
  'sessions.messages': '{count} messages',
  'sessions.messages.one': '{count} message',
  'sessions.untitled': 'Untitled inspection',
  'sessions.delete': 'Delete “{title}”',
  'sessions.deleteConfirm': 'Delete inspection “{title}” for good?',
  'sessions.deleteYes': 'Delete',
  'sessions.cancel': 'Cancel',
  'sessions.deleteFailed': 'Delete failed: {message}. The inspection is back.',
  'sessions.rename': 'Rename “{title}”',
  'sessions.renameLabel': 'New title for “{title}”',
  'sessions.renameFailed': 'Renaming failed: {message}. The old title is back.',
  'sessions.offline': 'Offline — last updated {time}',
};
