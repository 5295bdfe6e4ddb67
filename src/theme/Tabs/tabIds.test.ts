import {describe, expect, it} from 'vitest';
import {tabIds} from './tabIds';

describe('tabIds', () => {
  it('pairs a tab and its panel, without spaces in the ids', () => {
    expect(tabIds(':r1:', 'Google Tag Manager')).toEqual({
      'id': ':r1:tab-Google-Tag-Manager',
      'aria-controls': ':r1:panel-Google-Tag-Manager',
    });
  });
});
