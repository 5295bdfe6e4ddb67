import React from 'react';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {DocBreadcrumbStructuredData} from '@site/src/components/StructuredData';

/**
 * The theme's BreadcrumbList starts at the page's section; ours starts at the
 * site's home and the Help Center (the sidebar's first page), like the crumbs
 * of the blog and newsletter pages, built by plugins/json-ld.
 */
export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props) {
  const sidebar = useDocsSidebar();
  const first = sidebar?.items.find((item) => item.type === 'link');
  const root =
    first && first.type === 'link' ? {name: first.label, path: first.href} : {name: 'Help Center', path: '/docs'};
  return <DocBreadcrumbStructuredData sidebarCrumbs={breadcrumbs} root={root} />;
}
