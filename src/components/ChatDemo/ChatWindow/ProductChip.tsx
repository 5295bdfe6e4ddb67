import React from 'react';
import type {DemoProduct} from '@site/src/lib/chat/types';
import styles from './ProductChip.module.css';

/** A product suggested inside a chat message. */
export default function ProductChip({product}: {product: DemoProduct}) {
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
          {product.type} · {product.thc}
        </span>
      </span>
      <span className={styles.productPrice}>
        {product.salePrice ? (
          <>
            <span className={styles.salePrice}>${product.salePrice}</span>
            <s className={styles.listPrice}>
              <span className="sr-only">was </span>${product.price}
            </s>
          </>
        ) : (
          <span>${product.price}</span>
        )}
      </span>
    </li>
  );
}
