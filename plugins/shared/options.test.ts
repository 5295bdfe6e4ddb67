import {describe, expect, it} from 'vitest';
import * as z from 'zod';
import {createValidateOptions, parseOptions} from './options';

const schema = z
  .object({id: z.string().default('default'), path: z.string().regex(/^\//, 'must start with /').default('/x')})
  .strict();

describe('plugin options', () => {
  it('applies the defaults', () => {
    expect(parseOptions('demo', schema, undefined)).toEqual({id: 'default', path: '/x'});
  });

  it('names the plugin and every failing option', () => {
    expect(() => parseOptions('demo', schema, {path: 'x', extra: 1})).toThrow(
      /Invalid options for the demo plugin:\n {2}- path: must start with \/\n {2}- \(root\): Unrecognized key/,
    );
  });

  it('gives Docusaurus a validateOptions with the same rules', () => {
    const validate = createValidateOptions('demo', schema);
    expect(validate({options: {path: '/y'}, validate: () => ({})} as never)).toEqual({id: 'default', path: '/y'});
    expect(() => validate({options: {path: 'y'}, validate: () => ({})} as never)).toThrow(
      'Invalid options for the demo plugin',
    );
  });
});
