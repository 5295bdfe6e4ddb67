// A step of loadGrammarsInSteps (index.ts): HTML and CSS, and the base the C-like languages extend.
import '../prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
