import rule from './internal-link.mjs';
import {at, ruleTester} from './ruleTester';

const filename = at('src/components/Example/index.tsx');

ruleTester().run('internal-link', rule, {
  valid: [
    {filename, code: 'import Link from \'@docusaurus/Link\';\nexport const a = <Link to="/pricing">Pricing</Link>;'},
    {
      filename,
      code: 'export const a = <a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>;',
    },
    {filename, code: 'export const a = <a href="//cdn.example.com/file.pdf">File</a>;'},
    {filename, code: 'export const a = <a href="mailto:hello@example.com">Mail</a>;'},
    {filename, code: 'export const a = <a href="#faq">FAQ</a>;'},
    {filename, code: 'export const a = (href: string) => <a href={href}>Somewhere</a>;'},
  ],
  invalid: [
    {
      filename,
      code: 'export const a = <a href="/pricing">Pricing</a>;',
      errors: [{messageId: 'link', data: {href: '/pricing'}}],
    },
    {
      filename,
      code: "export const a = <a href={'/docs'}>Docs</a>;",
      errors: [{messageId: 'link', data: {href: '/docs'}}],
    },
    {
      filename,
      code: 'export const a = (slug: string) => <a href={`/blog/${slug}`}>Post</a>;',
      errors: [{messageId: 'link', data: {href: '/blog/'}}],
    },
  ],
});
