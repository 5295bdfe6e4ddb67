import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  busy: boolean;
  /** The label while sending: 'Sending...' or 'Processing...' (spec 4). */
  busyLabel: string;
  disabled?: boolean;
  className?: string;
  describedBy?: string;
  children: ReactNode;
};

/** The form's submit button: disabled with a spinner and the busy label while the form is sent. */
export default function SubmitButton({busy, busyLabel, disabled = false, className, describedBy, children}: Props) {
  return (
    <button type="submit" className={clsx(styles.submit, className)} disabled={busy || disabled} aria-describedby={describedBy}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
