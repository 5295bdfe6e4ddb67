import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/docs/CopyPage';
import {twinPathOf} from '@site/src/lib/markdownTwin';

type Props = WrapperProps<typeof ContentType>;

/** Wraps the theme's doc content with the "Copy page" toolbar, so the theme keeps rendering the article. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {path: docsBase} = useDocsData(useDocsVersion().pluginId);
  return (
    <>
      <CopyPage markdownHref={twinPathOf(metadata.permalink, [docsBase])} />
      <Content {...props} />
    </>
  );
}
