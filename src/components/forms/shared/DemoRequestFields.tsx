import React from 'react';
import {FIELD_LIMITS, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import {FORMS_COPY, type FormsCopy} from '@site/src/data/forms';
import {useFormLocale} from './useFormLocale';
import Field from './Field';
import Honeypot from './Honeypot';
import type {DemoRequestForm} from './useDemoRequest';
import styles from './styles.module.css';

type Props = {
  form: DemoRequestForm;
  idPrefix: string;
  /** The popup asks a shorter question in a smaller box than the page. */
  variant: keyof FormsCopy['demoRequest']['message'];
};

/** The demo request's fields, the same in the popup and on /request-demo: only name and email are required. */
export default function DemoRequestFields({form, idPrefix, variant}: Props) {
  const copy = FORMS_COPY[useFormLocale()];
  const FIELD_LABELS = copy.fieldLabels;
  const message: {label: string; rows: number; placeholder?: string} = copy.demoRequest.message[variant];
  return (
    <>
      <div className={styles.pair}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="name"
          label={FIELD_LABELS.name}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
        />
        <Field
          form={form}
          idPrefix={idPrefix}
          name="email"
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
        />
      </div>
      <div className={styles.pair}>
        <Field
          form={form}
          idPrefix={idPrefix}
          name="phone"
          label={FIELD_LABELS.phone}
          type="tel"
          autoComplete="tel"
          optional
          maxLength={FIELD_LIMITS.phone}
        />
        <Field
          form={form}
          idPrefix={idPrefix}
          name="company"
          label={FIELD_LABELS.company}
          autoComplete="organization"
          optional
          maxLength={FIELD_LIMITS.company}
        />
      </div>
      <Field
        form={form}
        idPrefix={idPrefix}
        name="message"
        label={message.label}
        optional
        multiline
        rows={message.rows}
        placeholder={message.placeholder}
        maxLength={FIELD_LIMITS.message}
      />
      <Honeypot idPrefix={idPrefix} registration={form.register(HONEYPOT_FIELD)} />
    </>
  );
}
