import React, {type ComponentType} from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import Accessibility from 'lucide-react/icons/accessibility';
import Bot from 'lucide-react/icons/bot';
import Megaphone from 'lucide-react/icons/megaphone';
import Plug from 'lucide-react/icons/plug';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import UserRound from 'lucide-react/icons/user-round';
import Wrench from 'lucide-react/icons/wrench';
import EntryCard, {EntryCardText, EntryCardTitle} from '@site/src/components/shared/EntryCard';
import {EntryGrid} from '@site/src/components/shared/EntryList';
import Pieces from '@site/src/components/shared/PageLayout/Pieces';
import {HELP_CENTER_COPY, HELP_SECTIONS, type HelpSection, type HelpSectionIcon} from '@site/src/data/helpCenter';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

const ICONS: Record<HelpSectionIcon, ComponentType<{'className'?: string; 'aria-hidden'?: boolean}>> = {
  rocket: Rocket,
  plug: Plug,
  bot: Bot,
  sliders: SlidersHorizontal,
  shield: ShieldCheck,
  accessibility: Accessibility,
  user: UserRound,
  wrench: Wrench,
};

type Card = {
  label: string;
  href: string;
  summary: string;
  icon: ComponentType<{'className'?: string; 'aria-hidden'?: boolean}>;
  count?: number;
};

/** The sidebar's categories with a link, in the sidebar's order: a new section appears here without a code change. */
function sectionCards(items: readonly PropSidebarItem[], sections: readonly HelpSection[]): Card[] {
  return items.flatMap((item) => {
    if (item.type !== 'category' || !item.href) return [];
    const {href} = item;
    const copy = sections.find((section) => href.replace(/\/$/, '').endsWith(`/docs/${section.slug}`));
    const count = item.items.filter((child) => child.type === 'link').length;
    return [
      {
        label: item.label,
        href: item.href,
        summary: copy?.summary ?? item.description ?? '',
        icon: ICONS[copy?.icon ?? 'rocket'],
        count,
      },
    ];
  });
}

function SectionCard({card}: {card: Card}) {
  const Icon = card.icon;
  const copy = useLocalized(HELP_CENTER_COPY);
  return (
    <EntryCard as="li" linked className={styles.card}>
      <Icon className={styles.icon} aria-hidden />
      <EntryCardTitle to={card.href} stretched className={styles.title}>
        {card.label}
      </EntryCardTitle>
      <EntryCardText className={styles.summary}>{card.summary}</EntryCardText>
      {card.count !== undefined && <p className={styles.count}>{copy.guides(card.count)}</p>}
    </EntryCard>
  );
}

/** The Help Center landing's cards: one per sidebar section, then the release notes, each a piece of its own (the page has no `##` sections to hydrate apart). */
export default function SectionCards() {
  const sidebar = useDocsSidebar();
  const copy = useLocalized(HELP_CENTER_COPY);
  const cards = sectionCards(sidebar?.items ?? [], useLocalized(HELP_SECTIONS));
  const {releaseNotes} = copy;
  return (
    <section aria-labelledby="help-sections" className={styles.sections}>
      <h2 id="help-sections">{copy.sectionsTitle}</h2>
      <EntryGrid min={240} fill gap="sm" className={styles.grid}>
        <Pieces>
          {cards.map((card) => (
            <SectionCard key={card.href} card={card} />
          ))}
          <SectionCard
            card={{label: releaseNotes.title, href: releaseNotes.to, summary: releaseNotes.summary, icon: Megaphone}}
          />
        </Pieces>
      </EntryGrid>
    </section>
  );
}
