import { describe, expect, it } from 'vitest';
import { matchUser, personaOwner } from './user-match';

const koen = { id: '550e8400-0001', name: 'Koen van den Berg', email: 'koen.vandenberg@nvwa.nl' };
const fatima = { id: '550e8400-0002', name: 'Fatima El-Amrani', email: 'fatima.el-amrani@nvwa.nl' };
const jan = { id: '550e8400-0003', name: 'Jan de Vries', email: 'jan.devries@nvwa.nl' };
const users = [koen, fatima, jan];

describe('matchUser', () => {
  it('finds the user a persona id stands for: by id, name, e-mail local part, or first name', () => {
    expect(matchUser(users, '550e8400-0002')).toBe(fatima);
    expect(matchUser(users, 'koen')).toBe(koen);
    expect(matchUser(users, 'Koen van den Berg')).toBe(koen);
    expect(matchUser(users, 'jan.devries')).toBe(jan);
    expect(matchUser(users, 'FATIMA')).toBe(fatima);
  });

  it('takes no one when none fits or two could be meant', () => {
    expect(matchUser(users, 'sanne')).toBeUndefined();
    expect(matchUser(users, ' ')).toBeUndefined();
    const twoKoens = [...users, { id: 'x', name: 'Koen de Vries', email: 'k.devries@nvwa.nl' }];
    expect(matchUser(twoKoens, 'koen')).toBeUndefined();
    expect(matchUser(twoKoens, 'koen.vandenberg')).toBe(koen);
  });
});

describe('personaOwner', () => {
  it('keeps the link’s id where it owns sessions and the user it names owns none (users and sessions disagree)', () => {
    expect(personaOwner('koen', koen.id, { persona: 2, matched: 0 })).toBe('koen');
  });

  it('is the user otherwise: the user owns sessions, the id owns none, or a count is not known', () => {
    expect(personaOwner('koen', koen.id, { persona: 2, matched: 2 })).toBe(koen.id);
    expect(personaOwner('koen', koen.id, { persona: 0, matched: 0 })).toBe(koen.id);
    expect(personaOwner('koen', koen.id, { persona: 2 })).toBe(koen.id);
    expect(personaOwner('koen', koen.id, { matched: 0 })).toBe(koen.id);
    expect(personaOwner('koen', koen.id, {})).toBe(koen.id);
  });
});
