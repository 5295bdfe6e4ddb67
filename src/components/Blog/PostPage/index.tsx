import React, {useMemo} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostPage';
import PostBody from '@site/src/components/PostBody';
import RelatedContent from '@site/src/components/RelatedContent';
import EntryPage, {EntryFrame} from '@site/src/components/shared/EntryPage';
import {ArticleStructuredData} from '@site/src/components/StructuredData';
import {BLOG_COPY} from '@site/src/data/collectionPages';
import {blogFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {authorNames, blogDescription, blogPageTitle} from '@site/src/lib/collectionPages';
import PostHero from '../PostHero';
import PostMedia from '../PostMedia';
import PostFaq from '../PostFaq';
import OtherPosts from '../OtherPosts';
import styles from './styles.module.css';

function PostContent({children}: {children: React.ReactNode}) {
  const {metadata, frontMatter} = useBlogPost();
  // Validated at build time (src/config/collections.ts); parsing types it and fills defaults.
  const fm = useMemo(() => blogFrontMatter(frontMatter), [frontMatter]);
  const {title, permalink, date} = metadata;
  const author = authorNames(metadata.authors);
  const description = blogDescription(fm);
  return (
    <EntryFrame
      head={{
        title: blogPageTitle(title),
        description,
        permalink,
        keywords: fm.keywords ?? [fm.category, ...(fm.tags ?? [])],
        socialImage: fm.socialImage,
        published: date,
      }}
      name={title}
      section={{name: 'Blog', path: '/blog'}}
      structuredData={
        <ArticleStructuredData
          title={title}
          description={description}
          datePublished={date}
          author={author}
          permalink={permalink}
          image={fm.image}
        />
      }
      mainClassName={styles.page}
      article={{
        className: styles.article,
        children: (
          <>
            <PostHero title={title} excerpt={fm.excerpt} category={fm.category} date={date} author={author} />
            <PostMedia mediaType={fm.mediaType} image={fm.image} gif={fm.gif} video={fm.video} title={title} />
            <PostBody>{children}</PostBody>
          </>
        ),
      }}>
      <PostFaq title={BLOG_COPY.faqTitle} items={fm.faqs} />
      <RelatedContent type="blog" permalink={permalink} />
      <OtherPosts permalink={permalink} />
    </EntryFrame>
  );
}

/** A blog article's page. */
export default function BlogPostPage({content}: Props) {
  return (
    <EntryPage
      content={content}
      htmlClassName={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}
      body={PostContent}
    />
  );
}
