import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CopyPage from '@site/src/components/docs/CopyPage';
import TranslationNotice from '@site/src/components/docs/TranslationNotice';
import {localPath} from '@site/src/lib/i18n/routes';
import {twinPathOf} from '@site/src/lib/markdownTwin';

type Props = WrapperProps<typeof ContentType>;

/** Wraps the theme's doc content with the "Copy page" toolbar, so the theme keeps rendering the article. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {path: docsBase} = useDocsData(useDocsVersion().pluginId);
  const {siteConfig} = useDocusaurusContext();
  // Set by the site's front matter parser on a translation whose English page changed since (plugins/i18n).
  const outdated = (frontMatter as {translation_outdated?: boolean}).translation_outdated === true;
  return (
    <>
      {outdated && <TranslationNotice englishPath={localPath(metadata.permalink, siteConfig.baseUrl)} />}
      <CopyPage markdownHref={twinPathOf(metadata.permalink, [docsBase])} />
      <Content {...props} />
    </>
  );
}
