import React from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDotDashed from 'lucide-react/icons/circle-dot-dashed';
import CircleMinus from 'lucide-react/icons/circle-minus';
import type {SupportLevel as Level} from '@site/src/lib/integrations/capabilityRows';
import styles from './styles.module.css';

const ICONS = {yes: CircleCheck, partial: CircleDotDashed, no: CircleMinus} as const;

/** Yes / Partial / No as words, with a matching icon that screen readers skip because the word says it. */
export default function SupportLevel({level, text}: {level: Level; text: string}) {
  const Icon = ICONS[level];
  return (
    <span className={styles.level} data-level={level}>
      <Icon className={styles.icon} aria-hidden="true" size={18} strokeWidth={2.25} />
      {text}
    </span>
  );
}
