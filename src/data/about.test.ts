import {describe, expect, it} from 'vitest';
import {about} from './about';
import {CLAIMS, LINKS} from './constants';
import {aboutSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('about data', () => {
  it('matches its schema', () => {
    expectMatchesSchema(aboutSchema, about);
  });

  it('quotes the hero figures from constants', () => {
    expect(about.hero.stats.map((s) => s.value)).toEqual([CLAIMS.dispensaries, CLAIMS.years, CLAIMS.availability]);
  });

  it('has the 2020 / 2022 / now timeline', () => {
    expect(about.timeline.entries.map((e) => e.year)).toEqual(['2020', '2022', 'Now']);
  });

  it('calls to /contact and the booking page', () => {
    expect(about.cta.actions.map((a) => a.to ?? a.href)).toEqual(['/contact', LINKS.scheduling]);
  });
});
