import React, {Children, Fragment, isValidElement, Suspense, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/**
 * Each child (a section of the page) in its own Suspense boundary: how a long page hydrates in
 * pieces. React leaves each boundary's server HTML in place, commits the page shell first, then
 * hydrates the boundaries one by one at idle priority, yielding between them. One long hydration
 * task was most of a phone's blocking time (issue 16). Nothing suspends, so the server still
 * renders every section in full.
 *
 * A section must not read a context that changes right after hydration (such as Docusaurus'
 * useIsBrowser): that update would force every boundary to hydrate at once. Controls inert until
 * hydrated are the shared Button, Slider and the theme's Tabs, whose state is their own.
 */
function Pieces({children}: {children: ReactNode}) {
  return (
    <>
      {sectionsOf(children).map((section, index) => (
        <Suspense key={index} fallback={null}>
          {section}
        </Suspense>
      ))}
    </>
  );
}

/** The sections in `children`, a fragment's own children counted one by one. */
function sectionsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) => (isValidElement<{children?: ReactNode}>(child) && child.type === Fragment ? sectionsOf(child.props.children) : [child]));
}

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
 * The layout of every page we write (src/pages, the collections' entry pages): the theme's Layout
 * around a main landmark whose sections hydrate in pieces. A page only lists its sections; it
 * imports nothing for the way it loads.
 */
export default function PageLayout({title, description, head, mainClassName, article, pieces = true, after, children}: Props) {
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
