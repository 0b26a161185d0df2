import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { enterText } from './enterText';

type User = ReturnType<typeof userEvent.setup>;

/** Fills every required field of the partner application dialog with a valid application. */
export async function fillPartnerApplication(user: User, dialog: HTMLElement) {
  enterText(within(dialog).getByRole('textbox', { name: 'Company or name' }), 'Acme');
  enterText(within(dialog).getByRole('textbox', { name: 'Contact person' }), 'Kim');
  enterText(within(dialog).getByRole('textbox', { name: 'Email' }), 'kim@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'APAC' }));
  enterText(within(dialog).getByRole('spinbutton', { name: /Estimated monthly volume/ }), '250000');
  await user.click(within(dialog).getByRole('checkbox'));
}
