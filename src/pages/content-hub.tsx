import React, {useMemo} from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import {buildHubData} from '@site/src/lib/contentHub';
import {hubSections} from '@site/src/data/contentHub';
import {linkedinPosts, profile, socialUpdateCount} from '@site/src/data/social';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import ContentHubHero from '@site/src/components/ContentHub/Hero';
import HubSection from '@site/src/components/ContentHub/HubSection';
import HubSubscribe from '@site/src/components/ContentHub/Subscribe';

export default function ContentHubPage() {
  const index = useCollectionsIndex();
  const locale = useLocale();
  const hub = useMemo(
    () =>
      buildHubData(
        index,
        {posts: linkedinPosts[locale], updates: socialUpdateCount, platform: profile('linkedin').label},
        locale,
      ),
    [index, locale],
  );
  return (
    <PageLayout>
      <ContentHubHero hub={hub} />
      {hubSections[locale].map((section, i) => (
        <HubSection
          key={section.key}
          section={section}
          count={hub[section.key].count}
          entries={hub[section.key].entries}
          tone={i % 2 ? 'alt' : 'default'}
        />
      ))}
      <HubSubscribe />
    </PageLayout>
  );
}
