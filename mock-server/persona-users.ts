/** A persona of the demo as a v2.5.1 user: fixed id and dates, so every start serves the same users. */
export interface PersonaUser {
  persona: string;
  id: string;
  name: string;
  email: string;
  /** ISO 8601; AGORA leaves lastActivity at this until the profile or preferences change. */
  createdAt: string;
}

/** Newest first, as `GET /users` lists them. */
export const personaUsers: readonly PersonaUser[] = [
  {
    persona: 'koen',
    id: '7c1e4a52-3b8d-4f6a-9c2e-1a5d8b3f6e01',
    name: 'Koen de Vries',
    email: 'koen.devries@nvwa.nl',
    createdAt: '2025-09-01T08:00:00Z',
  },
  {
    persona: 'fatima',
    id: '2f9b6d14-8e3a-4c71-b5d2-6e0a9c4f7b02',
    name: 'Fatima El Amrani',
    email: 'fatima.elamrani@nvwa.nl',
    createdAt: '2025-06-16T08:30:00Z',
  },
  {
    persona: 'sanne',
    id: 'a4d83e6f-5c12-4b9e-8f3a-7d1c2e9b5a03',
    name: 'Sanne Jansen',
    email: 'sanne.jansen@nvwa.nl',
    createdAt: '2025-03-03T09:00:00Z',
  },
  {
    persona: 'archief',
    id: 'e6b25c9a-0d47-4e8f-a1c3-9b7f4d2e8c04',
    name: 'Joost Verhoeven',
    email: 'joost.verhoeven@nvwa.nl',
    createdAt: '2024-11-04T10:00:00Z',
  },
  {
    persona: 'veel',
    id: '3d7a1f8c-6b29-4a5e-9d0f-2c8e5b1a7f05',
    name: 'Ilse Smit',
    email: 'ilse.smit@nvwa.nl',
    createdAt: '2024-08-19T07:45:00Z',
  },
];

const byPersona = new Map(personaUsers.map((user) => [user.persona, user.id]));

/** The persona names `koen`, `fatima`, … as their user's UUID; any other id as it is. */
export const personaUserId = (userId: string): string => byPersona.get(userId) ?? userId;
