import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Icon from '@site/src/components/shared/Icon';
import Split from '@site/src/components/shared/Split';
import FramedImage from '@site/src/components/shared/FramedImage';
import type {ProductBotContent} from '@site/src/data/productBot';
import styles from './styles.module.css';

export default function AdminTools({admin}: {admin: ProductBotContent['adminTools']}) {
  return (
    <Section id="admin-tools" aria-labelledby="admin-tools-title">
      <SectionHeading id="admin-tools-title" title={admin.title} subtitle={admin.subtitle} />
      <Split wide="end">
        <ul className={styles.tools}>
          {admin.tools.map((tool) => (
            <li key={tool.title} className={styles.tool}>
              <span className={styles.icon}>
                <Icon name={tool.icon} size={22} />
              </span>
              <div>
                <h3 className={styles.title}>{tool.title}</h3>
                <p className={styles.text}>{tool.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <FramedImage image={admin.image} />
      </Split>
    </Section>
  );
}
