import React from 'react';
import type {UseFormRegisterReturn} from 'react-hook-form';
import {HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {FORMS_COPY} from '@site/src/data/forms';
import {useFormLocale} from './useFormLocale';
import styles from './styles.module.css';

/**
 * A field people never see or reach (off-screen, aria-hidden, out of the tab
 * order, no autofill) but form-filling bots do: the server quietly drops any
 * submission that fills it. Pass `form.register(HONEYPOT_FIELD)`.
 */
export default function Honeypot({idPrefix, registration}: {idPrefix: string; registration: UseFormRegisterReturn}) {
  const label = FORMS_COPY[useFormLocale()].fieldLabels.honeypot;
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
