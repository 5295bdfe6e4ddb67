import React from 'react';
import ActionLink, {type Action} from '../ActionLink';
import styles from './styles.module.css';

type Props = {title: string; text?: string; actions: readonly Action[]; id?: string};

/** A closing call-to-action band: heading, one line, and up to three actions. */
export default function CtaBanner({title, text, actions, id}: Props) {
  return (
    <div className={styles.banner} id={id}>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <ActionLink
            key={action.label}
            {...action}
            variant={action.variant ?? (index === 0 ? 'ghost' : 'secondary')}
            className={styles.action}
          />
        ))}
      </div>
    </div>
  );
}
