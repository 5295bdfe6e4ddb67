import React from 'react';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {PRODUCT_TYPE_LABELS} from '@site/src/data/demoProducts';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import type {DemoProduct} from '@site/src/lib/chat/types';
import styles from './ProductChip.module.css';

/** A product suggested inside a chat message. */
export default function ProductChip({product}: {product: DemoProduct}) {
  const locale = useLocale();
  return (
    <li className={styles.product}>
      <img
        className={styles.productImage}
        src={product.image}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.productBody}>
        <span className={styles.productName}>{product.name}</span>
        <span className={styles.productMeta}>
          {PRODUCT_TYPE_LABELS[locale][product.type]} · {product.thc}
        </span>
      </span>
      <span className={styles.productPrice}>
        {product.salePrice ? (
          <>
            <span className={styles.salePrice}>${product.salePrice}</span>
            <s className={styles.listPrice}>
              <span className="sr-only">{DEMO_COPY[locale].chat.was} </span>${product.price}
            </s>
          </>
        ) : (
          <span>${product.price}</span>
        )}
      </span>
    </li>
  );
}
