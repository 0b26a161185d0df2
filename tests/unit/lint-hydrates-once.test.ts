// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { restrictedSyntax } from '../support/lint';

/**
 * Controls that set a state as they mount render a prerendered page twice while it hydrates: the
 * lint keeps MUI's Tabs, Tooltip and menu select out of the app, and lets SelectField make the
 * browser's own select.
 */
const problems = (code: string, filePath = 'src/features/promos/Example.tsx') => restrictedSyntax(code, filePath);

describe('controls that hydrate in one commit', () => {
  it.each([
    ['Tabs', "import Tabs from '@mui/material/Tabs';\nexport { Tabs };\n"],
    ['Tab', "import Tab from '@mui/material/Tab';\nexport { Tab };\n"],
    ['Tooltip', "import Tooltip from '@mui/material/Tooltip';\nexport { Tooltip };\n"],
    ['Select', "import Select from '@mui/material/Select';\nexport { Select };\n"],
  ])("flags MUI's %s in a feature", async (_name, code) => {
    expect(await problems(code)).toEqual([expect.stringContaining('TabRow')]);
  });

  it("flags MUI's menu select, in a feature and in shared components", async () => {
    const code =
      'import TextField from \'@mui/material/TextField\';\nexport const f = <TextField select label="x" />;\n';
    expect(await problems(code)).toEqual([expect.stringContaining('SelectField')]);
    expect(await problems(code, 'src/components/Example.tsx')).toEqual([expect.stringContaining('SelectField')]);
  });

  it('lets SelectField make the native select, and a text field stay a text field', async () => {
    const select =
      'import TextField from \'@mui/material/TextField\';\nexport const f = <TextField select label="x" />;\n';
    expect(await problems(select, 'src/components/form/SelectField.tsx')).toEqual([]);
    const text = 'import TextField from \'@mui/material/TextField\';\nexport const f = <TextField label="x" />;\n';
    expect(await problems(text)).toEqual([]);
  });
});
