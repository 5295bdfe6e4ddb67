import {describe, expect, it} from 'vitest';
import {notFoundRoutes} from './notFoundRoutes';
import {validateOptions} from './options';

describe('notFoundRoutes', () => {
  it('adds one exact route per chosen list', () => {
    expect(notFoundRoutes(['/blog', '/docs'], '@theme/NotFound')).toEqual([
      {path: '/blog/404', component: '@theme/NotFound', exact: true},
      {path: '/docs/404', component: '@theme/NotFound', exact: true},
    ]);
  });

  it('adds nothing for a list that is not chosen', () => {
    expect(notFoundRoutes([], '@theme/NotFound')).toEqual([]);
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => ({}) as never});

  it('accepts the lists of src/data/notFound.ts', () => {
    expect(validate({lists: ['/newsletters']}).lists).toEqual(['/newsletters']);
  });

  it('names a list it does not know', () => {
    expect(() => validate({lists: ['/press']})).toThrow(/lists\.0: must be a list/);
  });
});
