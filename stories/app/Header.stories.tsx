import { phone } from '../support/pageStories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from '../../src/app/layout/Header';
import { DealsBanner } from '../../src/app/layout/DealsBanner';
import { BottomCtaBar } from '../../src/app/layout/BottomCtaBar';

const meta = {
  title: 'App/Header',
  component: Header,
  parameters: { route: '/' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnAProductPage: Story = { parameters: { route: '/app/payback' } };

export const ProductsMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Products/ }, { timeout: 5000 }));
    // The menu is its own chunk, loaded on first use: wait for its items.
    await expect(await within(document.body).findAllByRole('menuitem', {}, { timeout: 5000 })).toHaveLength(5);
  },
};

export const LanguageMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Language/ }, { timeout: 5000 }));
    await expect(
      await within(document.body).findByRole('menuitem', { name: '日本語' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: phone };

export const PhoneMenuOpen: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }, { timeout: 5000 }));
  },
};

export const Banner: StoryObj = { render: () => <DealsBanner /> };
export const PhoneBottomBar: StoryObj = { render: () => <BottomCtaBar />, globals: phone };
