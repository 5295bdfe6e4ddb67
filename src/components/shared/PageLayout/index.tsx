import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Pieces from './Pieces';

type Props = {
  /** The page's title and description, for a page outside the page-meta table (src/data/pageMeta.ts). */
  title?: string;
  description?: string;
  /** Head tags and structured data of the page's own, before the main landmark. */
  head?: ReactNode;
  mainClassName?: string;
  /**
   * An article as the first section, its own children hydrating in pieces too (a post's hero,
   * media and body), before `children`.
   */
  article?: {className?: string; children: ReactNode};
  /** false: the page hydrates in one piece (a short page, where a boundary would only add work). */
  pieces?: boolean;
  /** After the main landmark, outside its pieces (the home page's demo popup). */
  after?: ReactNode;
  /** The page's sections, in order: each hydrates on its own. */
  children?: ReactNode;
};

/**
 * The layout of every page we write (src/pages, the collections' entry and list pages, the HTML
 * sitemap): the theme's Layout around a main landmark whose sections hydrate in pieces. A page only
 * lists its sections; it imports nothing for the way it loads.
 */
export default function PageLayout({
  title,
  description,
  head,
  mainClassName,
  article,
  pieces = true,
  after,
  children,
}: Props) {
  const Wrap = pieces ? Pieces : React.Fragment;
  return (
    <Layout title={title} description={description}>
      {head}
      <main className={mainClassName}>
        <Wrap>
          {article && (
            <article className={article.className}>
              <Wrap>{article.children}</Wrap>
            </article>
          )}
          {children}
        </Wrap>
      </main>
      {after}
    </Layout>
  );
}
