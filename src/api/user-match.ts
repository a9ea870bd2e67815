import type { UserProfile } from './contract';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('nl');

const firstWord = (text: string) => text.split(/[\s.\-_]+/)[0] ?? '';

/**
 * The server's user a persona id stands for (`?user=koen`, a persona chosen before): the one whose id,
 * name or e-mail's local part it is; else the only one whose first name or local part begins that way
 * (`koen` → Koen de Vries, koen.devries@…). Undefined when none, or when it could be more than one.
 */
export function matchUser(users: readonly UserProfile[], persona: string): UserProfile | undefined {
  const byId = users.find((user) => user.id === persona);
  if (byId) return byId;
  const wanted = fold(persona);
  if (!wanted) return undefined;
  const local = (user: UserProfile) => fold(user.email?.split('@')[0] ?? '');
  const exact = users.filter((user) => fold(user.name) === wanted || local(user) === wanted);
  if (exact.length > 0) return exact.length === 1 ? exact[0] : undefined;
  const loose = users.filter(
    (user) => firstWord(fold(user.name)) === wanted || (local(user) && firstWord(local(user)) === wanted),
  );
  return loose.length === 1 ? loose[0] : undefined;
}
