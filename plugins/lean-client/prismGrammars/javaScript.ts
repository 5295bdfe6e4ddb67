// A step of loadGrammarsInSteps (index.ts): JavaScript, TypeScript and their doc comments.
import '../prismCore';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
