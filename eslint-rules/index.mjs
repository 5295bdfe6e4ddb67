import hydrationSeams from './hydration-seams.mjs';
import internalLink from './internal-link.mjs';
import noEagerImport from './no-eager-import.mjs';
import noIntl from './no-intl.mjs';
import sharedButton from './shared-button.mjs';

/** The project's own lint rules (CONTRIBUTING.md "Rules for components"), as the `local` plugin of eslint.config.mjs. */
export default {
  meta: {name: 'eslint-plugin-local'},
  rules: {
    'hydration-seams': hydrationSeams,
    'internal-link': internalLink,
    'no-eager-import': noEagerImport,
    'no-intl': noIntl,
    'shared-button': sharedButton,
  },
};
