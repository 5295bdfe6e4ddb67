import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialImageMeta from '@site/src/components/SocialImageMeta';

type Props = WrapperProps<typeof MetadataType>;

/**
 * A Help Center page's share picture is its own card, described by its own
 * title: the layout's head only knows the route, not the doc's title.
 */
export default function MetadataWrapper(props: Props) {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <SocialImageMeta route={metadata.permalink} alt={metadata.title} image={frontMatter.image} />
    </>
  );
}
