import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {MDXProvider} from '@mdx-js/react';
import MDXContent from '@theme/MDXContent';
import ScrollableTable from './ScrollableTable';
import styles from './styles.module.css';

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
