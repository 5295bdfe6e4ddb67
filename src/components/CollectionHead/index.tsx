import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {absoluteUrl} from '@site/src/lib/urls';
import SocialImageMeta from '@site/src/components/SocialImageMeta';
import {isoDay} from '@site/src/lib/collectionPages';

export type CollectionHeadProps = {
  /** The full title, suffix included. */
  title: string;
  description: string;
  permalink: string;
  keywords: readonly string[];
  /** Front matter `socialImage`: a picture made for sharing, used instead of the generated card. */
  socialImage?: string;
  published: string;
};

/**
 * Head of a blog post, newsletter issue or case study. Rendered inside the
 * page, after the Layout's route metadata, so these values win (react-helmet:
 * the last instance of a tag is kept).
 */
export default function CollectionHead({
  title,
  description,
  permalink,
  keywords,
  socialImage,
  published,
}: CollectionHeadProps) {
  const {siteConfig} = useDocusaurusContext();
  const url = absoluteUrl(siteConfig.url, permalink);
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="keywords" content={keywords.join(', ')} />
        <link rel="canonical" href={url} />
        <meta property="og:type" content="article" />
        <meta property="og:url" content={url} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="article:published_time" content={isoDay(published)} />
      </Head>
      <SocialImageMeta route={permalink} alt={title} image={socialImage} />
    </>
  );
}
