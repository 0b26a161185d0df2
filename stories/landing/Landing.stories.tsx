import { pageControls, pageStates, phone, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import type { StoryObj } from '@storybook/react-vite';
import LandingPage from '../../src/features/landing/LandingPage';
import { ExchangeMarquee } from '../../src/features/landing/sections/ExchangeMarquee';
import { Hero } from '../../src/features/landing/sections/Hero';
import { HowItWorks } from '../../src/features/landing/sections/HowItWorks';
import { ProofMetrics } from '../../src/features/landing/sections/ProofMetrics';
import { Services } from '../../src/features/landing/sections/Services';

const meta = {
  title: 'Pages/Landing',
  tags: ['autodocs'],
  component: LandingPage,
  parameters: { route: '/', docs: pageDocs, mock: { groups: ['proof'] } },
  ...pageControls,
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** A week with nothing reconciled yet: the proof figures of an empty platform. */
export const Empty: Story = pageStates.Empty;
export const HeroSection: Story = { render: () => <Hero /> };
export const Marquee: Story = { render: () => <ExchangeMarquee /> };
export const ServicesSection: Story = { render: () => <Services /> };
export const HowItWorksSection: Story = { render: () => <HowItWorks /> };
export const ProofLoaded: Story = { render: () => <ProofMetrics /> };
export const ProofLoading: Story = {
  ...pageStates.Loading,
  render: () => <ProofMetrics />,
};
export const ProofError: Story = {
  ...pageStates.Error,
  render: () => <ProofMetrics />,
};
export const Phone: Story = { globals: phone };
