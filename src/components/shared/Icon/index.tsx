import React from 'react';
import clsx from 'clsx';
import {ICONS, type IconName} from './icons';
import styles from './styles.module.css';

type Props = {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
  /** Only for an icon that carries meaning on its own; without it the icon is hidden from assistive tech. */
  label?: string;
};

/** A drawn (SVG) icon by name, so no page depends on an emoji font; decorative unless given a label. */
export default function Icon({name, size = 24, className, label}: Props) {
  const Drawn = ICONS[name];
  const a11y = label ? {'role': 'img', 'aria-label': label} : {'aria-hidden': true as const};
  return <Drawn className={clsx(styles.icon, className)} size={size} focusable="false" {...a11y} />;
}

export type {IconName} from './icons';
