import rule from './shared-button.mjs';
import {at, ruleTester} from './ruleTester';

const filename = at('src/components/Example/index.tsx');

ruleTester().run('shared-button', rule, {
  valid: [
    {
      filename,
      code: "import Button from '@site/src/components/shared/Button';\nexport const b = <Button onClick={() => undefined}>Go</Button>;",
    },
    {filename, code: 'export const b = <input type="button" />;'},
  ],
  invalid: [
    {
      filename,
      code: 'export const b = <button type="button" onClick={() => undefined}>Go</button>;',
      errors: [{messageId: 'button'}],
    },
    {
      filename,
      code: 'export const b = (hydrated: boolean) => <button type="submit" disabled={!hydrated}>Send</button>;',
      errors: [{messageId: 'button'}],
    },
  ],
});
