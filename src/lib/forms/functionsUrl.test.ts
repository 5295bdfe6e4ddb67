import {describe, expect, it} from 'vitest';
import {DEFAULT_FUNCTIONS_URL, functionsUrlFrom, functionUrl} from './functionsUrl';

describe('functionsUrlFrom', () => {
  it('reads customFields.functionsUrl', () => {
    expect(functionsUrlFrom({functionsUrl: '/api/v2', siteUrl: 'https://www.budbot.ai'})).toBe('/api/v2');
    expect(functionsUrlFrom({functionsUrl: 'https://functions.budbot.ai/v1/'})).toBe('https://functions.budbot.ai/v1');
  });

  it('falls back to /functions/v1 when missing or malformed', () => {
    expect(functionsUrlFrom(undefined)).toBe(DEFAULT_FUNCTIONS_URL);
    expect(functionsUrlFrom({})).toBe(DEFAULT_FUNCTIONS_URL);
    expect(functionsUrlFrom({functionsUrl: 42})).toBe(DEFAULT_FUNCTIONS_URL);
    expect(functionsUrlFrom({functionsUrl: 'javascript:alert(1)'})).toBe(DEFAULT_FUNCTIONS_URL);
    expect(functionsUrlFrom({functionsUrl: '   '})).toBe(DEFAULT_FUNCTIONS_URL);
    expect(functionsUrlFrom('/api')).toBe(DEFAULT_FUNCTIONS_URL);
    expect(functionsUrlFrom({functionsUrl: ' /api/v3/ '})).toBe('/api/v3');
  });
});

describe('functionUrl', () => {
  it('joins base and name with one slash and adds a query', () => {
    expect(functionUrl('/functions/v1', 'join-waitlist')).toBe('/functions/v1/join-waitlist');
    expect(functionUrl('/functions/v1/', '/health')).toBe('/functions/v1/health');
    expect(functionUrl('/functions/v1', 'leads', {form: 'waitlist', format: 'csv'})).toBe(
      '/functions/v1/leads?form=waitlist&format=csv',
    );
  });
});
