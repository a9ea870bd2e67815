import type { UserProfile } from './contract';

const fold = (text = '') => text.trim().toLowerCase();
const first = (text: string) => text.split(/[\s.\-_]/)[0];

/**
 * The server's user a persona id stands for (`?user=koen`, a persona chosen before): the one whose id,
 * name or e-mail's local part it is; else the only one whose first name or local part begins that way
 * (`koen` → Koen de Vries, koen.devries@…). Undefined when none, or when it could be more than one.
 */
export function matchUser(users: readonly UserProfile[], persona: string): UserProfile | undefined {
  const wanted = fold(persona);
  const names = (user: UserProfile) => [fold(user.name), fold(user.email?.split('@')[0])];
  const only = (found: UserProfile[]) => (found.length === 1 ? found[0] : undefined);
  if (!wanted) return undefined;
  const exact = users.filter((user) => user.id === persona || names(user).includes(wanted));
  if (exact.length) return only(exact);
  return only(users.filter((user) => names(user).some((name) => name && first(name) === wanted)));
}

/** How many sessions each id owns, once the server said (undefined: not known, or it could not say). */
export interface OwnedSessions {
  persona?: number;
  matched?: number;
}

/**
 * Whose sessions a persona id that names a listed user opens: that user's, unless the id itself owns sessions
 * and the user owns none. A server whose users and sessions disagree (AGORA's older mock lists Koen by UUID
 * and keeps his sessions under `koen`) then still shows them. Until both counts are known, the user.
 */
export function personaOwner(persona: string, matched: string, owned: OwnedSessions): string {
  return (owned.persona ?? 0) > 0 && owned.matched === 0 ? persona : matched;
}
