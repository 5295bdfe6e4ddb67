// A step of loadGrammarsInSteps (index.ts): data, shell and server configuration, and the templating PHP builds on.
import '../prismCore';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-nginx';
import 'prismjs/components/prism-apacheconf';
