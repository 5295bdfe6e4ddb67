import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '../Section';
import Split from '../Split';
import ActionLink, {type Action} from '../ActionLink';
import StatRow, {type Stat} from '../StatRow';
import type {Illustration} from '@site/src/data/about';
import headingStyles from '../SectionHeading/styles.module.css';
import styles from './styles.module.css';

type Props = {
  id?: string;
  /** alt (default): the tinted band; brand: the dark violet band with light text. */
  tone?: 'alt' | 'brand';
  /** A soft lime light in one top corner of the band. */
  glow?: 'left' | 'right';
  /** center (default) for a copy-only hero; left beside an aside, on the brand band or in a reading column. */
  align?: 'center' | 'left';
  /** Keeps the copy in a centred reading column (a policy page's header). */
  narrow?: boolean;
  eyebrow?: string;
  /** plain (default): coloured capitals; pill: capitals on a lime pill. */
  eyebrowStyle?: 'plain' | 'pill';
  title: string;
  /** A line between the title and the subtitle (the conference's free months, the waitlist's typing line). */
  afterTitle?: ReactNode;
  subtitle?: string;
  /** The page's own details between the subtitle and the actions (HeroPoints, figures, a contents list). */
  children?: ReactNode;
  actions?: readonly Action[];
  /** Below the actions (an agent's typical result). */
  footer?: ReactNode;
  /** Headline figures on cards, three to a row even on a phone. */
  stats?: readonly Stat[];
  /** An illustration beside the copy from 960 px. */
  image?: Illustration;
  /** A live panel beside the copy from 960 px, drawn as a translucent card on the violet band. */
  aside?: ReactNode;
};

/** The opening band of a page: eyebrow, the page's one h1, a subtitle, then its details, actions and figures, with an optional column beside. */
export default function PageHero(props: Props) {
  const {id, tone = 'alt', glow, align = 'center', narrow, image, aside} = props;
  const imageSrc = useBaseUrl(image?.src ?? '');
  const copy = <HeroCopy {...props} />;
  const side = image ? (
    <img
      className={styles.image}
      src={imageSrc}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
    />
  ) : (
    aside && <div className={styles.panel}>{aside}</div>
  );
  return (
    <Section
      id={id}
      tone={tone}
      className={clsx(
        styles.hero,
        styles[tone],
        glow === 'left' && styles.glowLeft,
        glow === 'right' && styles.glowRight,
        styles[align],
        narrow && styles.narrow,
      )}>
      {side ? (
        <Split className={styles.columns}>
          {copy}
          {side}
        </Split>
      ) : (
        copy
      )}
    </Section>
  );
}

function HeroCopy({eyebrow, eyebrowStyle, title, afterTitle, subtitle, children, actions, footer, stats}: Props) {
  return (
    <div className={styles.copy}>
      <HeroHeading
        eyebrow={eyebrow}
        eyebrowStyle={eyebrowStyle}
        title={title}
        afterTitle={afterTitle}
        subtitle={subtitle}
      />
      {children}
      {actions && <HeroActions actions={actions} />}
      {footer && <div className={styles.footer}>{footer}</div>}
      {stats && <StatRow stats={stats} className={styles.stats} />}
    </div>
  );
}

type HeadingProps = Pick<Props, 'eyebrow' | 'eyebrowStyle' | 'title' | 'afterTitle' | 'subtitle'> & {titleId?: string};

/** The hero's heading block on its own, for a hero with its own layout (the home page's). */
export function HeroHeading({eyebrow, eyebrowStyle = 'plain', title, titleId, afterTitle, subtitle}: HeadingProps) {
  return (
    <header className={clsx(headingStyles.heading, styles.heading)}>
      {eyebrow && (
        <p className={clsx(headingStyles.eyebrow, eyebrowStyle === 'pill' && styles.eyebrowPill)}>{eyebrow}</p>
      )}
      <h1 id={titleId} className={headingStyles.title}>
        {title}
      </h1>
      {afterTitle && <div className={styles.afterTitle}>{afterTitle}</div>}
      {subtitle && <p className={headingStyles.subtitle}>{subtitle}</p>}
    </header>
  );
}

/** The hero's row of actions; children add buttons that are not plain links (the home page's scroll button). */
export function HeroActions({actions, children}: {actions: readonly Action[]; children?: ReactNode}) {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <ActionLink key={action.label} {...action} />
      ))}
      {children}
    </div>
  );
}

/** A row of short points as pills (an offer, what every plan includes); label it when the list needs a name. */
export function HeroPoints({label, children}: {label?: string; children: ReactNode}) {
  return (
    <ul className={styles.points} aria-label={label}>
      {children}
    </ul>
  );
}

/** One pill of HeroPoints; `highlight` fills it (a price). */
export function HeroPoint({highlight, className, ...item}: ComponentProps<'li'> & {highlight?: boolean}) {
  return <li className={clsx(styles.point, highlight && styles.highlight, className)} {...item} />;
}
