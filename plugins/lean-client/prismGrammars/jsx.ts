// A step of loadGrammarsInSteps (index.ts): JSX and TSX.
import '../prismCore';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
