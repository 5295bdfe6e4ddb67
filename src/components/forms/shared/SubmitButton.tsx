import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useHydrated} from '@site/src/lib/useHydrated';
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

/**
 * The form's submit button: disabled with a spinner and the busy label while
 * the form is sent. Until the page has hydrated it stays disabled too: a
 * click then would make the browser submit the form natively and put the
 * visitor's details in the address bar.
 */
export default function SubmitButton({busy, busyLabel, disabled = false, className, describedBy, children}: Props) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={clsx(styles.submit, className)} disabled={!hydrated || busy || disabled} aria-describedby={describedBy}>
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
