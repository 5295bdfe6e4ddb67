import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {docsFeedback} from '@site/src/data/docsFeedback';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {rememberVote, votedOn, votePage} from '@site/src/lib/docsFeedback/votes';
import FeedbackPrompt from './FeedbackPrompt';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const votedOnPage = (page: string) => votedOn(page, storage()) !== null;

/**
 * "Was this page helpful?" (docs-engineering/decisions.md#page-feedback) under every Help
 * Center page. One vote per page per browser.
 */
export default function PageFeedback() {
  const {metadata} = useDoc();
  const copy = useLocalized(docsFeedback);
  const page = votePage(metadata.permalink);
  return (
    <FeedbackPrompt
      copy={copy}
      subject={page}
      body={(helpful, comment) => ({page, helpful, ...(helpful ? {} : {comment})})}
      votedBefore={votedOnPage}
      onSent={(vote) => rememberVote(page, vote, storage())}
    />
  );
}
