import { describe, expect, it } from 'vitest';
import { personaUserId, personaUsers } from './persona-users';
import { defaultPreferences } from './preferences';
import { UserDirectory } from './user-directory';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('persona users', () => {
  it('gives each persona a fixed, valid, distinct UUID and a Dutch name', () => {
    expect(personaUsers.map((user) => user.persona)).toEqual(['koen', 'fatima', 'sanne', 'archief', 'veel']);
    for (const user of personaUsers) {
      expect(user.id).toMatch(uuid);
      expect(user.email).toMatch(/^[a-z.]+@nvwa\.nl$/);
    }
    expect(new Set(personaUsers.map((user) => user.id)).size).toBe(5);
    expect(personaUserId('koen')).toBe('7c1e4a52-3b8d-4f6a-9c2e-1a5d8b3f6e01');
    expect(personaUserId('e2e-iemand')).toBe('e2e-iemand');
    expect(personaUserId('Koen')).toBe('Koen');
  });
});

describe('UserDirectory', () => {
  it('starts with the personas as inspectors with AGORA’s default preferences', () => {
    const users = new UserDirectory();
    expect(users.get('veel')).toEqual({
      id: personaUserId('veel'),
      email: 'ilse.smit@nvwa.nl',
      name: 'Ilse Smit',
      role: 'inspector',
      preferences: defaultPreferences,
      createdAt: '2024-08-19T07:45:00Z',
      lastActivity: '2024-08-19T07:45:00Z',
    });
    expect(users.list(50, 0).users.map((user) => user.name)[0]).toBe('Koen de Vries');
  });

  it('keeps its own copy: changing an answer changes nothing stored', () => {
    const users = new UserDirectory();
    const prefs = users.preferences('koen');
    if (prefs) prefs.theme = 'dark';
    const profile = users.get('koen');
    if (profile?.preferences) profile.preferences.theme = 'dark';
    expect(users.preferences('koen')?.theme).toBe('system');
  });

  it('creates users newest first with null preferences, reading them as the defaults', () => {
    const users = new UserDirectory(() => Date.UTC(2026, 0, 5));
    const user = users.create({ email: 'a@nvwa.nl', name: 'A', role: 'viewer' });
    expect(user).toMatchObject({ role: 'viewer', preferences: null, createdAt: '2026-01-05T00:00:00Z' });
    expect(users.list(1, 0).users[0]?.id).toBe(user?.id);
    expect(users.preferences(user?.id ?? '')).toEqual(defaultPreferences);
    expect(users.create({ email: 'a@nvwa.nl', name: 'B', role: 'inspector' })).toBeUndefined();
    expect(users.update(user?.id ?? '', { preferences: { theme: 'dark' } })?.preferences).toEqual({
      ...defaultPreferences,
      theme: 'dark',
    });
  });

  it('changes nothing, and keeps lastActivity, for an empty update', () => {
    const users = new UserDirectory(() => Date.UTC(2026, 0, 5));
    expect(users.update('sanne', {})?.lastActivity).toBe('2025-03-03T09:00:00Z');
    expect(users.update('sanne', { role: 'admin' })).toMatchObject({
      role: 'admin',
      lastActivity: '2026-01-05T00:00:00Z',
    });
    expect(users.update('nobody', { name: 'x' })).toBeUndefined();
  });

  it('deletes a user by id or persona name, once; a reset empties it or brings the personas back', () => {
    const users = new UserDirectory();
    expect(users.delete('koen')).toBe(true);
    expect(users.delete(personaUserId('koen'))).toBe(false);
    expect(users.get('koen')).toBeUndefined();
    users.reset(false);
    expect(users.list(100, 0)).toEqual({ users: [], totalCount: 0 });
    users.reset(true);
    expect(users.list(100, 0).totalCount).toBe(personaUsers.length);
  });
});
