import {describe, expect, it} from 'vitest';
import {createProxyConfig} from './createProxyConfig';
import {normalizeOptions} from './options';

describe('createProxyConfig', () => {
  it('forwards the functions path to the functions server, keeping the Host header', () => {
    expect(createProxyConfig({functionsUrl: '/functions/v1', target: 'http://127.0.0.1:3001'})).toEqual({
      devServer: {
        proxy: [
          {
            context: ['/functions/v1'],
            target: 'http://127.0.0.1:3001',
            changeOrigin: false,
            xfwd: true,
            logLevel: 'warn',
          },
        ],
      },
    });
  });

  it('needs no proxy for functions on another host', () => {
    expect(
      createProxyConfig({functionsUrl: 'https://functions.budbot.ai/v1', target: 'http://127.0.0.1:3001'}),
    ).toEqual({});
  });
});

describe('normalizeOptions', () => {
  it('defaults the target and refuses a malformed one', () => {
    expect(normalizeOptions(undefined).target).toMatch(/^http:\/\//);
    expect(normalizeOptions({target: 'http://localhost:4000'})).toEqual({
      id: 'default',
      target: 'http://localhost:4000',
    });
    expect(() => normalizeOptions({target: 'localhost:4000'})).toThrow(/target: must be an http\(s\) URL/);
    expect(() => normalizeOptions({port: 4000})).toThrow(/functions-dev-proxy/);
  });
});
