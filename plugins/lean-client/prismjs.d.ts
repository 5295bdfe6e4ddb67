// `prismjs` types its main entry (core and four grammars) only; its bare core is the same object.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
