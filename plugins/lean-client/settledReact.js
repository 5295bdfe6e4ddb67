/*
 * `react` as a few Docusaurus modules see it (patches/settled-effects.ts): React itself, with
 * the useEffect of settledEffects.ts, whose effects mounted while the page hydrates wait for idle.
 * JavaScript rather than TypeScript: React's types are written as `export =`, which TypeScript does
 * not let `export *` re-export, though the bundler re-exports its named exports all the same. An
 * explicit export wins over the star export of the same name.
 */
import * as React from 'react';

export * from 'react';
export {useEffect} from './settledEffects';
export default React;
