import type {LoadContext, Plugin} from '@docusaurus/types';
// Brings the dev server's `devServer` key into webpack's Configuration type.
import type {} from 'webpack-dev-server';
import {functionsUrlFrom} from '../../src/lib/forms/functionsUrl';
import {createProxyConfig} from './createProxyConfig';
import {normalizeOptions, type Options} from './options';

/** `npm start`: the dev server forwards the functions base path to the functions server (scripts/start.mjs). */
export default function functionsDevProxyPlugin(context: LoadContext, options?: Options): Plugin {
  const {target} = normalizeOptions(options);
  const functionsUrl = functionsUrlFrom(context.siteConfig.customFields);
  return {
    name: 'functions-dev-proxy',
    configureWebpack(_config, isServer) {
      return isServer ? {} : createProxyConfig({functionsUrl, target});
    },
  };
}
