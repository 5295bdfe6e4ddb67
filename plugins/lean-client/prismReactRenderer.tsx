/**
 * `prism-react-renderer` as the server's bundle (and the tests) import it: the Highlight of
 * prismHighlight.tsx with every grammar of prismGrammars/ evaluated at once, in their order. A code
 * block in a language they do not have shows as plain text; the test names any the content uses.
 */
import './prismGrammars/markupAndCss';
import './prismGrammars/javaScript';
import './prismGrammars/jsExtras';
import './prismGrammars/jsx';
import './prismGrammars/dataAndShell';
import './prismGrammars/php';

export {Highlight, Prism, normalizeTokens} from './prismHighlight';
