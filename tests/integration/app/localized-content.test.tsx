import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PromosPage from '@/features/promos/PromosPage';
import { changeLanguage, i18next } from '@/i18n';
import { promoTexts } from '@mocks/areas/promos/views';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('content in the reader’s language', () => {
  const { env } = useMockServer();

  it('after a switch to Korean the promos come again: titles from the server, type chips from the app', async () => {
    await renderPage(<PromosPage />, { path: '/app/promos' });
    // The first answer and the Korean texts load lazily: give a busy machine time.
    const id = (await screen.findAllByRole('article'))[0]!.getAttribute('aria-labelledby')!.replace('promo-', '');
    const row = env.db.promo.findFirst({ where: { id: { equals: id } } })!;
    const card = () =>
      screen.getByRole('article', { name: (name) => name === promoTexts(row, i18next.language as 'en' | 'ko').title });
    expect(within(card()).getByText(promoTexts(row, 'en').description)).toBeInTheDocument();

    await act(() => changeLanguage('ko'));

    const korean = promoTexts(row, 'ko');
    await waitFor(() => expect(within(card()).getByText(korean.description)).toBeInTheDocument());
    expect(korean.title).not.toBe(promoTexts(row, 'en').title);
    expect(within(card()).getByText(i18next.t(`promos:types.${row.type}`))).toBeInTheDocument();
    expect(i18next.t(`promos:types.${row.type}`)).toMatch(/[가-힣]/);
  });
});
