import React from 'react';
import SafeImage from '@site/src/components/shared/SafeImage';
import Icon from '@site/src/components/shared/Icon';
import {PRODUCT_TYPE_ICONS} from '@site/src/data/demoProducts';
import type {DemoProduct} from '@site/src/lib/chat/types';
import styles from './styles.module.css';

/** A demo product as a card: image, badges, potency, flavor, effects and price. */
export default function ProductCard({product}: {product: DemoProduct}) {
  return (
    <article className={styles.card} data-product-id={product.id}>
      <div className={styles.media}>
        <SafeImage
          className={styles.image}
          src={product.image}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
          fallback={
            <span className={styles.fallbackIcon}>
              <Icon name={PRODUCT_TYPE_ICONS[product.type]} size={48} />
            </span>
          }
        />
        <span className={styles.badges}>
          {product.isNew && <span className={styles.badgeNew}>New</span>}
          {product.isSale && product.discount && <span className={styles.badgeSale}>{product.discount}</span>}
        </span>
      </div>
      <p className={styles.type}>
        <Icon name={PRODUCT_TYPE_ICONS[product.type]} size={16} /> {product.type}
      </p>
      <h3 className={styles.name}>{product.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>Potency</dt>
          <dd>{product.thc}</dd>
        </div>
        <div>
          <dt>Flavor</dt>
          <dd>{product.flavor}</dd>
        </div>
        <div>
          <dt>Effects</dt>
          <dd>{product.effects.join(', ')}</dd>
        </div>
      </dl>
      <p className={styles.price}>
        {product.salePrice ? (
          <>
            <span className={styles.sale}>${product.salePrice}</span> <s className={styles.list}>${product.price}</s>
          </>
        ) : (
          <span>${product.price}</span>
        )}
      </p>
    </article>
  );
}
