import React from 'react';
import styles from './PromoCode.module.css';

/** A promo or coupon code inside a message or the summary. */
export default function PromoCode({code}: {code: string}) {
  return <span className={styles.code}>{code}</span>;
}
