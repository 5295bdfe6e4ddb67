import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {absoluteUrl} from '@site/src/lib/urls';
import {SOCIAL_CARD, socialCardPath} from '@site/src/lib/socialCards';
import {localPath} from '@site/src/lib/i18n/routes';

type Props = {
  /** The page's route: its card is /img/social/<route>.png, drawn at build by plugins/social-cards. */
  route: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** A dedicated social image (front matter `socialImage`) that replaces the card. */
  image?: string;
};

/** The share picture of a page for LinkedIn, Slack and X: Open Graph and Twitter tags. */
export default function SocialImageMeta({route, alt, image}: Props) {
  const {siteConfig} = useDocusaurusContext();
  // A language's cards are under its own prefix, each named by the page's path in that language (/es/img/social/pricing.png).
  const card = `${siteConfig.baseUrl.replace(/\/$/, '')}${socialCardPath(localPath(route, siteConfig.baseUrl))}`;
  const url = absoluteUrl(siteConfig.url, image ?? card);
  return (
    <Head>
      <meta property="og:image" content={url} />
      {image ? null : <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />}
      {image ? null : <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={url} />
    </Head>
  );
}
