import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import MDXContent from '@theme/MDXContent';
import styles from './styles.module.css';

/** The MDX body of a post, issue or study, with the theme's Markdown components and typography. */
export default function PostBody({children, className}: {children: ReactNode; className?: string}) {
  return (
    <div className={clsx('markdown', styles.body, className)}>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
