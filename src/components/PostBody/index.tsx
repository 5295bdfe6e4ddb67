import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {MDXProvider} from '@mdx-js/react';
import MDXContent from '@theme/MDXContent';
import {tableLabel} from './tableLabel';
import styles from './styles.module.css';

/**
 * Wide tables scroll sideways on a phone; the scroll box is focusable so keyboard users can scroll it too,
 * and named after the table's header row so that two tables on one page are two distinct regions.
 */
function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={tableLabel(props.children)}>
      <table {...props} />
    </div>
  );
}

const components = {table: ScrollableTable};

/** The MDX body of a post, issue or study, with the theme's Markdown components and typography. */
export default function PostBody({children, className}: {children: ReactNode; className?: string}) {
  return (
    <div className={clsx('markdown', styles.body, className)}>
      <MDXContent>
        <MDXProvider components={components}>{children}</MDXProvider>
      </MDXContent>
    </div>
  );
}
