import {describe, expect, it} from 'vitest';
import {productSearchNameOf} from './productNames';

describe('productSearchNameOf', () => {
  it('finds a product page by its path, whatever the trailing slash, .html, query or hash', () => {
    for (const path of [
      '/agents/upsell-agent',
      '/agents/upsell-agent/',
      '/agents/upsell-agent.html',
      '/agents/upsell-agent?x=1#roi',
    ]) {
      expect(productSearchNameOf(path)?.name).toBe('Upsell Agent');
    }
    expect(productSearchNameOf('/services/ad-network')?.name).toBe('Ad Network');
  });

  it('is nothing for other pages, including ones below a product path', () => {
    expect(productSearchNameOf('/docs/agents/upsell-agent')).toBeUndefined();
    expect(productSearchNameOf('/agents')).toBeUndefined();
    expect(productSearchNameOf('/')).toBeUndefined();
  });
});
