import { randomUUID } from 'node:crypto';
import { isoTime } from './iso-time';
import { personaUserId, personaUsers } from './persona-users';
import { defaultPreferences } from './preferences';
import type { Preferences } from './preferences';

export interface UserProfile {
  id: string;
  email: string;
  name: string;
  role: string;
  /** null for a user created over REST until preferences are stored, as AGORA answers. */
  preferences: Preferences | null;
  createdAt: string;
  lastActivity: string;
}

interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: string;
  preferences: Preferences | null;
  createdAt: number;
  lastActivity: number;
}

export interface UserChanges {
  name?: string;
  role?: string;
  /** Merged into what is stored (or the defaults). */
  preferences?: Preferences;
}

const profile = (user: UserRecord): UserProfile => ({
  ...user,
  preferences: user.preferences && { ...user.preferences },
  createdAt: isoTime(user.createdAt),
  lastActivity: isoTime(user.lastActivity),
});

/**
 * The v2.5.1 users, in memory: the five personas (fixed UUIDs, AGORA's default preferences) and whoever
 * `POST /users` adds. Every lookup takes a persona name for its user's UUID.
 */
export class UserDirectory {
  private readonly users = new Map<string, UserRecord>();

  constructor(private readonly now: () => number = Date.now) {
    this.reset(true);
  }

  /** Forgets every user; with `personas`, the five are back as at the start (a test hook). */
  reset(personas: boolean): void {
    this.users.clear();
    if (!personas) return;
    for (const persona of personaUsers) {
      const createdAt = Date.parse(persona.createdAt);
      const { id, name, email } = persona;
      const preferences = { ...defaultPreferences };
      this.users.set(id, { id, email, name, role: 'inspector', preferences, createdAt, lastActivity: createdAt });
    }
  }

  get(userId: string): UserProfile | undefined {
    const user = this.users.get(personaUserId(userId));
    return user && profile(user);
  }

  /** Newest first. */
  list(limit: number, offset: number): { users: UserProfile[]; totalCount: number } {
    const all = [...this.users.values()].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
    return { users: all.slice(offset, offset + limit).map(profile), totalCount: all.length };
  }

  /** undefined when the e-mail address is taken. */
  create(fields: { email: string; name: string; role: string }): UserProfile | undefined {
    if ([...this.users.values()].some((user) => user.email === fields.email)) return undefined;
    const at = this.now();
    const user: UserRecord = { id: randomUUID(), ...fields, preferences: null, createdAt: at, lastActivity: at };
    this.users.set(user.id, user);
    return profile(user);
  }

  /** Stored preferences, or the defaults when none are. */
  preferences(userId: string): Preferences | undefined {
    const user = this.users.get(personaUserId(userId));
    if (!user) return undefined;
    return { ...(user.preferences ?? defaultPreferences) };
  }

  /** Changes what is given; anything given touches lastActivity. undefined for an unknown user. */
  update(userId: string, changes: UserChanges): UserProfile | undefined {
    const user = this.users.get(personaUserId(userId));
    if (!user) return undefined;
    const { name, role, preferences } = changes;
    if (name === undefined && role === undefined && preferences === undefined) return profile(user);
    if (name !== undefined) user.name = name;
    if (role !== undefined) user.role = role;
    if (preferences !== undefined) user.preferences = { ...(user.preferences ?? defaultPreferences), ...preferences };
    user.lastActivity = Math.max(user.lastActivity, this.now());
    return profile(user);
  }

  /** false for an unknown user. */
  delete(userId: string): boolean {
    return this.users.delete(personaUserId(userId));
  }
}
