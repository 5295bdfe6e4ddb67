import React from 'react';
import clsx from 'clsx';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {CAROUSEL_PRODUCTS} from '@site/src/data/demoProducts';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import {wrapIndex, handleArrowKeys, useCarousel} from '@site/src/components/shared/useCarousel';
import {CarouselArrow} from '@site/src/components/shared/CarouselControls';
import ProductCard from './ProductCard';
import styles from './styles.module.css';

/** How many cards show at once on wide screens; phones show the first only. */
const VISIBLE = 3;

/** The demo products, looping with previous, next and the arrow keys. */
export default function ProductCarousel() {
  const locale = useLocale();
  const copy = DEMO_COPY[locale].page;
  const products = CAROUSEL_PRODUCTS[locale];
  const count = products.length;
  const {index, previous, next} = useCarousel(count);
  const shown = Array.from(
    {length: Math.min(VISIBLE, count)},
    (_, offset) => products[wrapIndex(index, offset, count)]!,
  );

  return (
    <section className={styles.section} aria-labelledby="demo-products-title">
      <SectionHeading id="demo-products-title" title={copy.carouselTitle} subtitle={copy.carouselText} />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the WAI carousel pattern: the focusable region moves its slides with the arrow keys */}
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription={copy.roles.carousel}
        aria-label={copy.carouselLabel}
        tabIndex={0}
        onKeyDown={(event) => handleArrowKeys(event.key, {previous, next}) && event.preventDefault()}>
        <CarouselArrow direction="previous" label={copy.previous} onClick={previous} />
        <div className={styles.track}>
          {shown.map((product, offset) => (
            <div
              key={product.id}
              className={clsx(styles.item, offset > 0 && styles.extra)}
              role="group"
              aria-roledescription={copy.roles.slide}
              aria-label={copy.slide(wrapIndex(index, offset, count) + 1, count)}>
              <ProductCard product={product} />
            </div>
          ))}
        </div>
        <CarouselArrow direction="next" label={copy.next} onClick={next} />
      </div>
      <p className={styles.position} aria-live="polite" data-testid="carousel-position">
        {copy.position(products[index]!.name, index + 1, count)}
      </p>
    </section>
  );
}
