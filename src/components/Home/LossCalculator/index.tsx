import React, {useState} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import {CALCULATOR} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {CALCULATOR_ID, HOME} from '@site/src/data/home';
import {
  DEFAULT_INPUT,
  calculateLoss,
  formatPercent,
  formatUsd,
  type CalculatorInput,
  type ScenarioResult,
} from '@site/src/lib/calculator';
import {formatWhole} from '@site/src/lib/numbers';
import Slider from '@site/src/components/shared/Slider';
import styles from './styles.module.css';

type ScenarioKey = 'withoutBot' | 'basicChat' | 'withBot';
const SCENARIOS: readonly ScenarioKey[] = ['withoutBot', 'basicChat', 'withBot'];

/**
 * The three sliders, in page order: how each shows its value beside the label, and the number a
 * screen reader hears before the unit ("3.3 percent", not "3.3%").
 */
const SLIDERS: readonly {
  key: keyof CalculatorInput;
  display: (value: number) => string;
  spoken: (value: number) => string;
}[] = [
  {key: 'visitors', display: formatWhole, spoken: String},
  {key: 'orderValue', display: formatUsd, spoken: String},
  {key: 'conversionRate', display: formatPercent, spoken: (value) => formatPercent(value).replace('%', '')},
];

function ScenarioCard({id, result}: {id: ScenarioKey; result: ScenarioResult}) {
  const copy = useLocalized(HOME).calculator;
  const {title, text} = copy.scenarios[id];
  const gain = result.monthly < 0;
  return (
    <article className={clsx(styles.card, gain ? styles.gain : styles.loss)} data-scenario={id}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.cardText}>{text}</p>
      <p className={styles.amount}>
        <span data-testid={`${id}-monthly`}>{formatUsd(result.monthly)}</span>{' '}
        <span className={styles.amountLabel}>{gain ? copy.gainPerMonth : copy.lostPerMonth}</span>
      </p>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{copy.perYearLabel}</dt>
          <dd data-testid={`${id}-yearly`}>{formatUsd(result.yearly)}</dd>
        </div>
        <div>
          <dt>{copy.conversionLabel}</dt>
          <dd data-testid={`${id}-conversion`}>{formatPercent(result.conversion)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** The monthly loss calculator: three sliders, three scenarios, swing and boost, updated as a slider moves. */
export default function LossCalculator() {
  const copy = useLocalized(HOME).calculator;
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const result = calculateLoss(input);
  const set = (key: keyof CalculatorInput) => (value: number) => setInput((current) => ({...current, [key]: value}));

  return (
    <Section id={CALCULATOR_ID} aria-labelledby="home-calculator-title">
      <SectionHeading id="home-calculator-title" title={copy.title} subtitle={copy.subtitle} />
      <div className={styles.layout}>
        <form className={styles.controls} aria-label={copy.formLabel} onSubmit={(event) => event.preventDefault()}>
          {SLIDERS.map(({key, display, spoken}) => (
            <Slider
              key={key}
              label={copy.sliders[key].label}
              min={CALCULATOR[key].min}
              max={CALCULATOR[key].max}
              step={CALCULATOR[key].step}
              value={input[key]}
              display={display(input[key])}
              valueText={`${spoken(input[key])} ${copy.sliders[key].unit}`}
              onChange={set(key)}
            />
          ))}
        </form>
        <div className={styles.results}>
          <div className={styles.cards}>
            {SCENARIOS.map((id) => (
              <ScenarioCard key={id} id={id} result={result[id]} />
            ))}
          </div>
          <dl className={styles.totals}>
            <div>
              <dt>{copy.swingLabel}</dt>
              <dd data-testid="total-swing">{formatUsd(result.totalMonthlySwing)}</dd>
              <dd className={styles.totalText}>{copy.swingText}</dd>
            </div>
            <div>
              <dt>{copy.boostLabel}</dt>
              <dd data-testid="conversion-boost">+{result.conversionBoost}%</dd>
              <dd className={styles.totalText}>{copy.boostText}</dd>
            </div>
          </dl>
          <p className="sr-only" aria-live="polite">
            {`${copy.scenarios.withoutBot.title}: ${formatUsd(result.withoutBot.monthly)} ${copy.lostPerMonth}. ${copy.scenarios.withBot.title}: ${formatUsd(result.withBot.monthly)} ${copy.gainedPerMonth}.`}
          </p>
          <div className={styles.action}>
            <ActionLink {...copy.action} />
          </div>
        </div>
      </div>
    </Section>
  );
}
