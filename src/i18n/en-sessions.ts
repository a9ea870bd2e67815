import type { nlSessions } from './nl-sessions';

export const enSessions: Record<keyof typeof nlSessions, string> = {
  'sessions.new': 'New inspection',
  'sessions.search': 'Search titles and conversations',
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
  'sessions.searching': 'Searching conversations…',
  'sessions.searchFailedOne': 'One conversation could not be searched: {titles}.',
  'sessions.searchFailedMany': '{count} conversations could not be searched: {titles}.',
  'sessions.foundInText': 'Found in the conversation:',
  'sessions.offline': 'Offline — last updated {time}',
  'sessions.unreadable':
    'This inspection could not be read: it does not match the contract. Details are with the events.',
  'sessions.unreadableId':
    'Inspection {id} could not be read: it does not match the contract. Details are with the events.',
  'sessions.capped': 'The server sent {sent} inspections at once; only the first {kept} are shown.',
};
