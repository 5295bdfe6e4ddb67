/**
 * `prism-react-renderer` as the browser's bundle imports it (the theme's CodeBlock takes `Highlight`
 * from it): Prism's core from `prismjs` and a `Highlight` that renders what the package's renders,
 * without the package's one module of Prism and about fifty grammars, whose evaluation was the longest
 * task on a guide with code (35–55 ms on our host, six times that on a slow phone). The grammars are
 * evaluated before any code block renders: by the server's entry (prismReactRenderer.tsx) or, in the
 * browser, by the highlighter's steps (prismGrammars/index.ts). prismReactRenderer.test.ts compares
 * both renderers on every code block of the site.
 * Patch "lean-prism" (plugins/lean-client/patches/lean-prism.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Prism from './prismCore';

export {Prism};

type ThemeDictionary = Record<string, CSSProperties | undefined> & {root: CSSProperties; plain: CSSProperties};

/** The theme's styles by token type, for one language; `root` styles the block, `plain` a line. */
function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
  const styles: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) styles[type] = {...styles[type], ...style};
  }
  return {...styles, root: theme.plain, plain: {...theme.plain, backgroundColor: undefined}};
}

const NEWLINE = /\r\n|\r|\n/;

/** A line with no visible token keeps its height: one empty token holding a newline. */
function keepEmptyLine(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, {content: '\n', empty: true});
}

/** The types with one more (or an alias's several), unless it repeats the innermost. */
const withType = (types: string[], add: string | string[]): string[] =>
  types.at(-1) === add ? types : types.concat(add);

/** Prism's nested tokens as lines of flat tokens, each with the types of every token around it. */
export function normalizeTokens(tokens: (string | Prism.Token)[]): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const walk = (stream: (string | Prism.Token)[], outer: string[], nested: boolean) => {
    for (const token of stream) {
      let types = outer;
      if (typeof token === 'string') types = nested ? outer : ['plain'];
      else {
        types = withType(types, token.type);
        if (token.alias) types = withType(types, token.alias);
      }
      const content = typeof token === 'string' ? token : token.content;
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], types, true);
        continue;
      }
      const [first, ...rest] = content.split(NEWLINE);
      line.push({types, content: first!});
      for (const text of rest) {
        keepEmptyLine(line);
        lines.push((line = [{types, content: text}]));
      }
    }
  };
  walk(tokens, [], false);
  keepEmptyLine(line);
  return lines;
}

export function Highlight({children, language: languageProp, code, theme, prism = Prism}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const dictionary = useMemo(() => themeToDict(theme ?? {plain: {}, styles: []}, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: typeof style === 'object' ? {...dictionary.plain, ...style} : dictionary.plain,
    }),
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const {types, empty} = token;
      const own =
        types.length === 1 && types[0] === 'plain'
          ? empty != null
            ? {display: 'inline-block'}
            : undefined
          : types.length === 1 && empty != null
            ? dictionary[types[0]!]
            : Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style == null ? own : {...own, ...style},
      };
    },
    [dictionary],
  );
  const props: RenderProps = {
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  };
  return children(props);
}
