import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Icon, {type IconName} from '@site/src/components/shared/Icon';
import styles from './styles.module.css';

type Props = {
  title?: string;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  icon?: IconName;
  badge?: string;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A bordered content card; the icon is decorative (the title says what the card is). */
export default function Card({title, headingLevel: H = 'h3', icon, badge, footer, className, children}: Props) {
  return (
    <article className={clsx(styles.card, className)}>
      {(icon || badge) && (
        <div className={styles.top}>
          {icon && (
            <span className={styles.icon}>
              <Icon name={icon} size={24} />
            </span>
          )}
          {badge && <span className={styles.badge}>{badge}</span>}
        </div>
      )}
      {title && <H className={styles.title}>{title}</H>}
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}

/** A responsive grid of cards. */
export function CardGrid({children, min = 260}: {children: ReactNode; min?: number}) {
  return (
    <div className={styles.grid} style={{gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}px), 1fr))`}}>
      {children}
    </div>
  );
}
