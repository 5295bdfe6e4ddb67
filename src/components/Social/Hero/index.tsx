import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import StatRow from '@site/src/components/shared/StatRow';
import {SOCIAL_REACH} from '@site/src/data/constants';
import {socialHero, socialUpdateCount} from '@site/src/data/social';
import {formatCompact} from '@site/src/lib/numbers';

/** Social hub hero with follower and view counts. */
export default function SocialHero() {
  return (
    <PageHero {...socialHero}>
      <StatRow
        stats={[
          {
            value: formatCompact(SOCIAL_REACH.followers),
            label: socialHero.followersLabel,
            description: socialHero.followersNote,
          },
          {
            value: formatCompact(SOCIAL_REACH.monthlyViews),
            label: socialHero.viewsLabel,
            description: socialHero.viewsNote,
          },
          {value: String(socialUpdateCount), label: socialHero.updatesLabel, description: socialHero.updatesNote},
        ]}
      />
    </PageHero>
  );
}
