import React, {useEffect, useId, useRef, useState} from 'react';
import DemoPopupForm from '@site/src/components/forms/DemoPopupForm';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {browserStorage, recordDismissal} from '@site/src/lib/popupSchedule';
import styles from './styles.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The demo-request popup as a native modal <dialog>: the page behind it is
 * inert, Escape closes it, Tab cycles inside it, and focus returns to where it
 * was. Any way of closing it stores the dismissal time.
 */
export default function Dialog({onClose}: {onClose: () => void}) {
  const copy = useLocalized(DEMO_COPY).popup;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [logoFailed, setLogoFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, []);

  const close = () => {
    recordDismissal(Date.now(), browserStorage());
    onClose();
  };

  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: close through React so the dismissal is stored and state stays in step.
        event.preventDefault();
        close();
      }}
      onKeyDown={trapTab}
      onClick={(event) => event.target === ref.current && close()}>
      <div className={styles.panel}>
        {/* eslint-disable-next-line local/shared-button -- the dialog exists only once script has opened it */}
        <button type="button" className={styles.close} onClick={close} aria-label={copy.close}>
          <span aria-hidden="true">×</span>
        </button>
        {!logoFailed && (
          <img
            className={styles.logo}
            src={copy.logo}
            alt=""
            width={40}
            height={40}
            onError={() => setLogoFailed(true)}
          />
        )}
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <p id={textId} className={styles.text}>
          {copy.text}
        </p>
        <DemoPopupForm onSuccess={close} />
      </div>
    </dialog>
  );
}
