import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Fills every required field of the partner application dialog with a valid application. */
export async function fillPartnerApplication(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Company or name' }), 'Acme');
  await user.type(within(dialog).getByRole('textbox', { name: 'Contact person' }), 'Kim');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'kim@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'APAC' }));
  await user.type(within(dialog).getByRole('spinbutton', { name: /Estimated monthly volume/ }), '250000');
  await user.click(within(dialog).getByRole('checkbox'));
}
