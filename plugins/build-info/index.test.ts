import {describe, expect, it} from 'vitest';
import {createBuildInfo} from './index';

describe('createBuildInfo', () => {
  it('records the build time as an ISO string', () => {
    expect(createBuildInfo(new Date('2025-03-01T12:00:00Z'))).toEqual({builtAt: '2025-03-01T12:00:00.000Z'});
  });
});
