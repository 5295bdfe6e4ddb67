// A step of loadGrammarsInSteps (index.ts): PHP (WordPress snippets).
import '../prismCore';
import 'prismjs/components/prism-php';
