import {describe, expect, it} from 'vitest';
import {about} from './about';
import {CLAIMS, LINKS, LOCALES} from './constants';
import {aboutSchema} from './schemas';
import {expectMatchesSchema} from './testing';

describe('about data', () => {
  it('matches its schema in every language', () => {
    for (const locale of LOCALES) expectMatchesSchema(aboutSchema, about[locale]);
  });

  it('quotes the hero figures from constants, in every language', () => {
    for (const locale of LOCALES)
      expect(about[locale].hero.stats.map((s) => s.value)).toEqual([
        CLAIMS.dispensaries,
        CLAIMS.years,
        CLAIMS.availability,
      ]);
  });

  it('has the 2020 / 2022 / now timeline', () => {
    expect(about.en.timeline.entries.map((e) => e.year)).toEqual(['2020', '2022', 'Now']);
    expect(about.es.timeline.entries.map((e) => e.year)).toEqual(['2020', '2022', 'Hoy']);
  });

  it('captions the missing mission picture', () => {
    expect(about.en.mission.imageFallback).toBe('Cannabis Chatbot Technology');
  });

  it('calls to /contact and the booking page, in every language', () => {
    for (const locale of LOCALES)
      expect(about[locale].cta.actions.map((a) => a.to ?? a.href)).toEqual(['/contact', LINKS.scheduling]);
  });
});
