import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Button from '@site/src/components/shared/Button';
import styles from './styles.module.css';

type Props = {
  busy: boolean;
  /** The label while sending: 'Sending...' or 'Processing...'. */
  busyLabel: string;
  disabled?: boolean;
  className?: string;
  describedBy?: string;
  children: ReactNode;
};

/**
 * The form's submit button: disabled with a spinner and the busy label while
 * the form is sent. Until it has hydrated it stays disabled too (a shared Button): a
 * click then would make the browser submit the form natively and put the
 * visitor's details in the address bar.
 */
export default function SubmitButton({busy, busyLabel, disabled = false, className, describedBy, children}: Props) {
  return (
    <Button
      type="submit"
      className={clsx(styles.submit, className)}
      disabled={busy || disabled}
      aria-describedby={describedBy}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
