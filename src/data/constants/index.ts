/**
 * Every business constant of the site, one module per concern: prices, trials, guarantees,
 * timings, counters, storage keys and outbound addresses. Pages, libraries,
 * the lead backend, the Help Center's MDX and the tests import them from here
 * (`src/data/constants`); each value is written in exactly one of the modules
 * below, so a change is a single edit (docs-engineering/decisions.md#marketing-figures-per-page).
 */
export * from './brand';
export * from './offers';
export * from './counters';
export * from './calculator';
export * from './demo';
export * from './timing';
export * from './storageKeys';
export * from './content';
export * from './claims';
export * from './spam';
export * from './ask';
export * from './locales';
