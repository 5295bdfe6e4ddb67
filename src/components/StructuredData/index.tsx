import React from 'react';

// Scaffold with the final signatures; the JSON-LD work replaces the bodies.
export type ArticleStructuredDataProps = {
  title: string;
  description: string;
  datePublished: string;
  author: string;
  permalink: string;
  image?: string;
};
export type Crumb = {name: string; path: string};

/** Site-wide JSON-LD for the current route (Organization; Offer and FAQPage on /pricing). */
export function SiteStructuredData() {
  return null;
}

export function ArticleStructuredData(_props: ArticleStructuredDataProps) {
  return null;
}

export function BreadcrumbStructuredData(_props: {items: readonly Crumb[]}) {
  return <React.Fragment />;
}
