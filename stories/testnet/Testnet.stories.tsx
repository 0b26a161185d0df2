import { mock, phone } from '../support/pageStories';
import type { MockOptions } from '../support/mockApi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TestnetPage from '../../src/features/testnet/TestnetPage';
import { storage, storageKeys } from '../../src/lib/storage';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Demo & Testnet',
  component: TestnetPage,
  parameters: { route: '/app/testnet', layout: 'padded' },
} satisfies Meta<typeof TestnetPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The testnet sandbox is the chosen data set while the story shows; the choice is put back afterwards. */
const inSandbox = (options: MockOptions): Story => ({
  parameters: mock(options),
  beforeEach: () => {
    storage.set(storageKeys.dataset, 'testnet');
    return () => storage.remove(storageKeys.dataset);
  },
});

/** The seeded demo data set: the switch, the feature list and the inert Go Live / Learn More. */
export const Loaded: Story = { parameters: { mock: {} } };
/** The empty testnet sandbox a trader drives: link, simulate fees, claim, reset. */
export const Empty: Story = inSandbox({ dataset: 'testnet' });
export const Loading: Story = inSandbox({ dataset: 'testnet', loading: ['exchanges'] });
export const Error: Story = inSandbox({ dataset: 'testnet', fail: ['exchanges'] });
export const Phone: Story = { ...Empty, globals: phone };
export const ResetConfirmation: Story = {
  ...inSandbox({ dataset: 'testnet' }),
  play: openDialog({ role: 'button', key: 'testnet:sandbox.reset' }),
};
