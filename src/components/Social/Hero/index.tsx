import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import StatRow from '@site/src/components/shared/StatRow';
import {SOCIAL_REACH} from '@site/src/data/constants';
import {socialHero, socialUpdateCount} from '@site/src/data/social';
import {formatCompact} from '@site/src/lib/numbers';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** Social hub hero with follower and view counts. */
export default function SocialHero() {
  const hero = useLocalized(socialHero);
  return (
    <PageHero {...hero}>
      <StatRow
        stats={[
          {
            value: formatCompact(SOCIAL_REACH.followers),
            label: hero.followersLabel,
            description: hero.followersNote,
          },
          {
            value: formatCompact(SOCIAL_REACH.monthlyViews),
            label: hero.viewsLabel,
            description: hero.viewsNote,
          },
          {value: String(socialUpdateCount), label: hero.updatesLabel, description: hero.updatesNote},
        ]}
      />
    </PageHero>
  );
}
