import React from 'react';
import SafeImage from '@site/src/components/shared/SafeImage';
import Icon from '@site/src/components/shared/Icon';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {PRODUCT_TYPE_ICONS, PRODUCT_TYPE_LABELS} from '@site/src/data/demoProducts';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import type {DemoProduct} from '@site/src/lib/chat/types';
import styles from './styles.module.css';

/** A demo product as a card: image, badges, potency, flavor, effects and price. */
export default function ProductCard({product}: {product: DemoProduct}) {
  const locale = useLocale();
  const copy = DEMO_COPY[locale].page.card;
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
          {product.isNew && <span className={styles.badgeNew}>{copy.newBadge}</span>}
          {product.isSale && product.discount && <span className={styles.badgeSale}>{product.discount}</span>}
        </span>
      </div>
      <p className={styles.type}>
        <Icon name={PRODUCT_TYPE_ICONS[product.type]} size={16} /> {PRODUCT_TYPE_LABELS[locale][product.type]}
      </p>
      <h3 className={styles.name}>{product.name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.potency}</dt>
          <dd>{product.thc}</dd>
        </div>
        <div>
          <dt>{copy.flavor}</dt>
          <dd>{product.flavor}</dd>
        </div>
        <div>
          <dt>{copy.effects}</dt>
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
