import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageSwitch from '@site/src/components/Navigation/LanguageSwitch';

/** The theme's navbar item types, and the site's language switch (`type: 'custom-languageSwitch'` in the navbar). */
export default {
  ...ComponentTypes,
  'custom-languageSwitch': LanguageSwitch,
};
