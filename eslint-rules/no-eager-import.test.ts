import rule from './no-eager-import.mjs';
import {at, ruleTester} from './ruleTester';

const filename = at('src/components/forms/Example/index.tsx');
const options = [{schemaModules: ['src/lib/forms/schemas.ts', 'src/data/schemas.ts']}];

ruleTester().run('no-eager-import', rule, {
  valid: [
    {filename, options, code: "import type {z} from 'zod';\nexport type Shape = z.ZodType;"},
    {filename, options, code: "import {type ZodType} from 'zod';\nexport type Shape = ZodType;"},
    {filename, options, code: "export const load = () => import('zod');"},
    {filename, options, code: "export const toaster = () => import('sonner');"},
    {filename, options, code: "import type {ExternalToast} from 'sonner';\nexport type T = ExternalToast;"},
    {filename, options, code: "import type {FaqItem} from '@site/src/data/schemas';\nexport type F = FaqItem;"},
    {filename, options, code: "export const loadSchemas = () => import('@site/src/lib/forms/schemas');"},
    // A schema module may import zod (and other schema modules) itself.
    {
      filename: at('src/lib/forms/schemas.ts'),
      options,
      code: "import * as z from 'zod';\nimport {faqItem} from '../../data/schemas';\nexport const s = z.object({faqItem});",
    },
  ],
  invalid: [
    {
      filename,
      options,
      code: "import * as z from 'zod';\nexport const s = z.string();",
      errors: [{messageId: 'library'}],
    },
    {
      filename,
      options,
      code: "import {z} from 'zod/mini';\nexport const s = z.string();",
      errors: [{messageId: 'library'}],
    },
    {filename, options, code: "import {toast} from 'sonner';\ntoast('hi');", errors: [{messageId: 'library'}]},
    {filename, options, code: "export {Toaster} from 'sonner';", errors: [{messageId: 'library'}]},
    {
      filename,
      options,
      code: "import {leadSchema} from '@site/src/lib/forms/schemas';\nexport const s = leadSchema;",
      errors: [{messageId: 'schema', data: {module: 'src/lib/forms/schemas.ts'}}],
    },
    {
      filename: at('src/lib/forms/client.ts'),
      options,
      code: "import {leadSchema} from './schemas';\nexport const s = leadSchema;",
      errors: [{messageId: 'schema'}],
    },
  ],
});
