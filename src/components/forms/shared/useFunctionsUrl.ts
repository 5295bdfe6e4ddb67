import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {functionsUrlFrom} from '@site/src/lib/forms/functionsUrl';

/** The functions base URL from docusaurus.config `customFields.functionsUrl`, checked with zod. */
export function useFunctionsUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => functionsUrlFrom(siteConfig.customFields), [siteConfig.customFields]);
}
