import React, {useEffect} from 'react';
import styles from './styles.module.css';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT = 'Please try refreshing the page.';

/**
 * The one failure screen of the site ("Something went wrong", the startup failure). It depends on
 * nothing but React, so it still renders when the layout itself has failed.
 * The error is logged for whoever reads the console; visitors only see the
 * spec's words and a way out.
 */
export default function ErrorMessage({error}: {error: Error}) {
  useEffect(() => {
    console.error('BudBot page failed to render:', error);
  }, [error]);

  return (
    <main className={styles.error}>
      <div role="alert" className={styles.message}>
        <h1 className={styles.title}>{ERROR_TITLE}</h1>
        <p className={styles.text}>{ERROR_TEXT}</p>
      </div>
      {/* eslint-disable-next-line local/shared-button -- drawn by an error boundary in the browser, never pre-rendered */}
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        Refresh page
      </button>
    </main>
  );
}
