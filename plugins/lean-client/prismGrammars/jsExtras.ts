// A step of loadGrammarsInSteps (index.ts): JavaScript's extras, after typescript but before jsx
// as in prism-react-renderer, so each language tokenizes as the package's did.
import '../prismCore';
import 'prismjs/components/prism-js-extras';
