import React, {useMemo} from 'react';
import PageLayout from '@site/src/components/shared/PageLayout';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import {buildHubData} from '@site/src/lib/contentHub';
import {hubSections} from '@site/src/data/contentHub';
import {linkedinPosts, profile, socialUpdateCount} from '@site/src/data/social';
import ContentHubHero from '@site/src/components/ContentHub/Hero';
import HubSection from '@site/src/components/ContentHub/HubSection';
import HubSubscribe from '@site/src/components/ContentHub/Subscribe';

export default function ContentHubPage() {
  const index = useCollectionsIndex();
  const hub = useMemo(
    () => buildHubData(index, {posts: linkedinPosts, updates: socialUpdateCount, platform: profile('linkedin').label}),
    [index],
  );
  return (
    <PageLayout>
      <ContentHubHero hub={hub} />
      {hubSections.map((section, i) => (
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
