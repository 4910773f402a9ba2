import { describe, expect, it } from 'vitest';
import { crestOf, initialsOf } from '#server/sportsbook/crests.ts';
import { SIM_COMPETITIONS } from '#server/sportsbook/sim-catalogue.ts';

describe('team crests', () => {
  it('the same code draws the same crest, with readable colours and initials', () => {
    const a = crestOf('football:harbour-gulls', 'Harbour Gulls');
    expect(crestOf('football:harbour-gulls', 'Harbour Gulls')).toEqual(a);
    expect(a.initials).toBe('HG');
    expect(a.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(a.secondary).toMatch(/^#[0-9a-f]{6}$/);
    expect(a.primary).not.toBe(a.secondary);
  });

  it('initials: first letters of up to three words, or three letters of one word', () => {
    expect(initialsOf('Riverside Comets')).toBe('RC');
    expect(initialsOf('Lantern Bay FC')).toBe('LBF');
    expect(initialsOf('Nightglass')).toBe('NIG');
    expect(initialsOf('')).toBe('FC');
  });

  it('every invented team gets a crest, and the crests differ across a league', () => {
    for (const c of SIM_COMPETITIONS) {
      const crests = c.teams.map((t) => crestOf(`${c.sport}:${t.code}`, t.names.en));
      for (const crest of crests) expect(crest.initials).toMatch(/^[A-Z0-9]{2,3}$/);
      const looks = new Set(crests.map((x) => `${x.shape}/${x.pattern}/${x.primary}/${x.secondary}`));
      expect(looks.size).toBe(crests.length);
    }
  });

  it('every team and competition is named in English and Bengali', () => {
    for (const c of SIM_COMPETITIONS) {
      expect(c.names.bn).toMatch(/[\u0980-\u09FF]/);
      for (const t of c.teams) {
        expect(t.names.en).toMatch(/^[A-Za-z .]+$/);
        expect(t.names.bn).toMatch(/[\u0980-\u09FF]/);
        expect(t.short.bn).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });
});
