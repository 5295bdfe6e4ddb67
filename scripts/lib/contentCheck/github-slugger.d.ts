/** github-slugger 1 (the slugger Docusaurus gives headings their ids with) ships no types. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    /** The next id for `value` on this page: lower-cased unless `maintainCase`, with -1, -2… for repeats. */
    slug(value: string, maintainCase?: boolean): string;
  }
}
