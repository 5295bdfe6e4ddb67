/** What the content check reports, and the few shapes its rules share. */

export type Severity = 'error' | 'warning';

/** One text edit `--fix` may apply: replace `length` characters at `offset` with `text`. */
export type Fix = {offset: number; length: number; text: string};

export type Finding = {
  /** Path relative to the site's root, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  rule: RuleId;
  severity: Severity;
  message: string;
  /** Present when the finding is mechanical and `--fix` can apply it. */
  fix?: Fix;
};

export type RuleId =
  | 'syntax'
  | 'front-matter'
  | 'placeholder'
  | 'link'
  | 'asset'
  | 'picture-size'
  | 'alt-text'
  | 'social-image'
  | 'spelling'
  | 'heading'
  | 'truncate'
  | 'search-title'
  | 'search-description'
  | 'slug-unique'
  | 'future-date'
  | 'trailing-space'
  | 'translation'
  | 'untranslated';

/** The content folders: the four blog-plugin collections and the Help Center. */
export type Kind = 'blog' | 'newsletters' | 'case-studies' | 'changelog' | 'docs';
