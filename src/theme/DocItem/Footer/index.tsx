import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/docs/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The theme's doc footer (tags, edit link, last update), wrapped: "Was this page helpful?" follows it on every Help Center page. */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
    </>
  );
}
