import React from 'react';
import clsx from 'clsx';
import type {FieldValues, Path, UseFormReturn} from 'react-hook-form';
import {FORMS_COPY} from '@site/src/data/forms';
import {useFormLocale} from './useFormLocale';
import styles from './styles.module.css';

type Props<T extends FieldValues, U extends FieldValues> = {
  form: UseFormReturn<T, unknown, U>;
  name: Path<T>;
  idPrefix: string;
  label: string;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Shows "(optional)" after the label; required fields get aria-required. */
  optional?: boolean;
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  placeholder?: string;
  /** Keeps the label for screen readers only (a one-field band). */
  hideLabel?: boolean;
  className?: string;
};

/**
 * One labelled input with its inline error: the message is tied to the input
 * with aria-describedby, and aria-invalid marks the field while it is wrong.
 */
export default function Field<T extends FieldValues, U extends FieldValues>({
  form,
  name,
  idPrefix,
  label,
  maxLength,
  type = 'text',
  autoComplete,
  optional = false,
  multiline = false,
  rows = 4,
  placeholder,
  hideLabel = false,
  className,
}: Props<T, U>) {
  const optionalMark = FORMS_COPY[useFormLocale()].optionalMark;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const error = form.getFieldState(name, form.formState).error?.message;
  const control = {
    id,
    maxLength,
    placeholder,
    autoComplete,
    'className': styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optional ? undefined : true,
    ...form.register(name),
  };
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={clsx(styles.label, hideLabel && 'sr-only')}>
        {label}
        {optional && <span className={styles.optional}>{` ${optionalMark}`}</span>}
      </label>
      {multiline ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
