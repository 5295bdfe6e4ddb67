import rule from './hydration-seams.mjs';
import {at, ruleTester} from './ruleTester';

const options = [
  {
    mechanisms: [
      {module: 'src/lib/useHydrated', allow: ['src/components/shared/Button'], use: 'render the shared Button'},
      {module: 'react', names: ['Suspense'], allow: ['src/components/shared/PageLayout/'], use: 'use PageLayout'},
      {module: '@theme/Layout', only: ['src/pages/'], use: 'use PageLayout'},
      {module: 'src/lib/idle', allow: ['src/lib/'], use: 'use a src/lib hook'},
    ],
  },
];
const component = at('src/components/Example/index.tsx');
const page = at('src/pages/example.tsx');

ruleTester().run('hydration-seams', rule, {
  valid: [
    // The owners.
    {
      filename: at('src/components/shared/Button/index.tsx'),
      options,
      code: "import {useHydrated} from '@site/src/lib/useHydrated';\nexport const h = useHydrated;",
    },
    {
      filename: at('src/components/shared/PageLayout/index.tsx'),
      options,
      code: "import React, {Suspense} from 'react';\nexport const s = <Suspense fallback={null}>x</Suspense>;\nexport const r = React.Suspense;",
    },
    {
      filename: at('src/lib/useImagesReady.ts'),
      options,
      code: "import {whenIdle} from './idle';\nexport const w = whenIdle;",
    },
    // Other names of the same module, types, and rules about another kind of file.
    {
      filename: component,
      options,
      code: "import React, {useState, lazy} from 'react';\nexport const s = [React.useState, useState, lazy];",
    },
    {filename: component, options, code: "import type {SuspenseProps} from 'react';\nexport type P = SuspenseProps;"},
    {
      filename: at('src/components/Blog/ListPage/index.tsx'),
      options,
      code: "import Layout from '@theme/Layout';\nexport const L = Layout;",
    },
    {
      filename: page,
      options,
      code: "import PageLayout from '@site/src/components/shared/PageLayout';\nexport default function Page() { return <PageLayout>x</PageLayout>; }",
    },
  ],
  invalid: [
    {
      filename: component,
      options,
      code: "import {useHydrated} from '@site/src/lib/useHydrated';\nexport const h = useHydrated;",
      errors: [
        {
          messageId: 'mechanism',
          data: {
            what: '`@site/src/lib/useHydrated`',
            owners: 'src/components/shared/Button',
            use: 'render the shared Button',
          },
        },
      ],
    },
    {
      filename: at('src/components/Example/Part.tsx'),
      options,
      code: "import {useHydrated} from '../../lib/useHydrated';\nexport const h = useHydrated;",
      errors: [{messageId: 'mechanism'}],
    },
    {
      filename: component,
      options,
      code: "import React, {Suspense} from 'react';\nexport const s = <Suspense fallback={null}>x</Suspense>;",
      errors: [
        {
          messageId: 'mechanism',
          data: {what: '`Suspense` of `react`', owners: 'src/components/shared/PageLayout/', use: 'use PageLayout'},
        },
      ],
    },
    {
      filename: component,
      options,
      code: "import React from 'react';\nexport const s = <React.Suspense fallback={null}>x</React.Suspense>;",
      errors: [
        {
          messageId: 'mechanism',
          data: {what: '`React.Suspense`', owners: 'src/components/shared/PageLayout/', use: 'use PageLayout'},
        },
      ],
    },
    {
      filename: component,
      options,
      code: "import * as React from 'react';\nexport const s = React.Suspense;",
      errors: [
        {
          messageId: 'mechanism',
          data: {what: '`React.Suspense`', owners: 'src/components/shared/PageLayout/', use: 'use PageLayout'},
        },
      ],
    },
    {filename: component, options, code: "export {Suspense} from 'react';", errors: [{messageId: 'mechanism'}]},
    {
      filename: page,
      options,
      code: "import Layout from '@theme/Layout';\nexport default function Page() { return <Layout>x</Layout>; }",
      errors: [{messageId: 'scoped', data: {what: '`@theme/Layout`', scope: 'src/pages/', use: 'use PageLayout'}}],
    },
    {
      filename: component,
      options,
      code: "import {whenIdle} from '@site/src/lib/idle';\nexport const w = whenIdle;",
      errors: [{messageId: 'mechanism'}],
    },
  ],
});
