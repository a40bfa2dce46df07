import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, it, vi } from 'vitest';
import { json, quoteOk, renderCabinPage, stubApi } from './fixtures.tsx';

beforeAll(async () => {
  await import('../../../src/features/quote/components/stay-calendar.tsx');
});
it('debug', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00-06:00'));
  localStorage.clear();
  stubApi({ occupied: [{ checkIn: '2026-11-25', checkOut: '2026-11-28', kind: 'reservation' }], quote: () => json(quoteOk(2, 4000, 480)) });
  const user = userEvent.setup();
  renderCabinPage('/cabin/cab-1?checkIn=2026-11-29&checkOut=2026-12-02');
  const region = await screen.findByRole('region', { name: 'Reserva' }, { timeout: 5000 });
  const t = () => within(region).getByRole('button', { name: /LLEGADA/ });
  const log = (w: string) => console.log(w, t().getAttribute('aria-expanded'), t().getAttribute('data-state'), !!screen.queryByText(/Elige la fecha/), document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
  log('start');
  await user.click(t());
  log('after open');
  await user.click(await screen.findByRole('button', { name: /, 30 de noviembre de 2026/ }));
  log('after pick');
  await user.click(screen.getByRole('button', { name: 'Cerrar' }));
  log('after cerrar');
  await user.click(t());
  log('after reopen');
  await new Promise((r) => setTimeout(r, 300));
  log('later');
});
