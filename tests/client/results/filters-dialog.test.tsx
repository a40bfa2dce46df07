import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../src/app/theme.ts';
import { AMENITY_LABELS, FILTER_AMENITIES } from '../../../src/shared/amenity-labels.ts';
import { FiltersDialog } from '../../../src/features/results/components/filters-dialog.tsx';
import { EMPTY_FILTERS, type ResultsFilters } from '../../../src/shared/search-filters.ts';

const HISTOGRAM = {
  min: 1000,
  max: 5000,
  buckets: [3, 5, 8, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
};

function renderDialog(filters: ResultsFilters = EMPTY_FILTERS, histogram = HISTOGRAM) {
  const onApply = vi.fn();
  render(
    <ChakraProvider value={appSystem()}>
      <FiltersDialog filters={filters} priceHistogram={histogram} onApply={onApply} />
    </ChakraProvider>,
  );
  return { onApply, user: userEvent.setup() };
}

const counter = (name: string) => screen.getByRole('group', { name });

describe('FiltersDialog', () => {
  it('opens from the Filtros button with every counter at "Todos"', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    for (const name of ['Recámaras', 'Camas', 'Baños']) {
      expect(within(counter(name)).getByText('Todos')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: `Reducir ${name}` })).toBeDisabled();
    }
  });

  it('counts up and down, never below 0', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await screen.findByRole('dialog');
    const plus = screen.getByRole('button', { name: 'Aumentar Camas' });
    const minus = screen.getByRole('button', { name: 'Reducir Camas' });
    await user.click(plus);
    await user.click(plus);
    expect(within(counter('Camas')).getByText('2+')).toBeInTheDocument();
    await user.click(minus);
    await user.click(minus);
    expect(within(counter('Camas')).getByText('Todos')).toBeInTheDocument();
    expect(minus).toBeDisabled();
  });

  it(`shows ${6} amenities, then all with "Mostrar más (N más)", and folds back`, async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6);
    const more = within(dialog).getByRole('button', {
      name: `Mostrar más (${FILTER_AMENITIES.length - 6} más)`,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(FILTER_AMENITIES.length);
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar menos' }));
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('applies the draft with "Mostrar lugares" and closes', async () => {
    const { user, onApply } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Aumentar Recámaras' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar Baños' }));
    await user.click(screen.getByRole('checkbox', { name: AMENITY_LABELS.fireplace }));
    await user.click(screen.getByRole('checkbox', { name: AMENITY_LABELS.wifi }));
    await user.click(screen.getByRole('button', { name: 'Mostrar lugares' }));
    // Amenities keep the panel's order whatever the click order.
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply).toHaveBeenCalledWith({
      bedrooms: 1,
      beds: 0,
      bathrooms: 1,
      amenities: ['wifi', 'fireplace'],
      minPrice: null,
      maxPrice: null,
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts from the applied filters, shows their count, and "Borrar todo" clears the draft', async () => {
    const { user, onApply } = renderDialog({
      bedrooms: 2,
      beds: 0,
      bathrooms: 0,
      amenities: ['wifi', 'sauna'],
    });
    // Two amenities + one counter.
    await user.click(screen.getByRole('button', { name: 'Filtros (3 activos)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(counter('Recámaras')).getByText('2+')).toBeInTheDocument();
    // 'sauna' is past the first six, so the list opens expanded.
    expect(within(dialog).getByRole('checkbox', { name: AMENITY_LABELS.sauna })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Borrar todo' }));
    expect(within(counter('Recámaras')).getByText('Todos')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: AMENITY_LABELS.wifi })).not.toBeChecked();
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar lugares' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  // jsdom moves no range input with keys: the keyboard is the e2e's (e2e/results-price.spec.ts).
  it('sets a price range on two thumbs over the bars, ends meaning no bound', async () => {
    const { user, onApply } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Precio' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('price-histogram').children).toHaveLength(20);
    const low = within(dialog).getByRole('slider', { name: 'Precio mínimo por noche' });
    const high = within(dialog).getByRole('slider', { name: 'Precio máximo por noche' });
    expect(low).toHaveValue('1000');
    expect(high).toHaveAttribute('aria-valuetext', '$5,000 o más');
    // Steps of 40 pesos (a hundredth of the range).
    expect(low).toHaveAttribute('step', '40');
    fireEvent.change(low, { target: { value: '1080' } });
    fireEvent.change(high, { target: { value: '4960' } });
    expect(within(dialog).getByTestId('price-min')).toHaveTextContent('$1,080');
    expect(within(dialog).getByTestId('price-max')).toHaveTextContent('$4,960');
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar lugares' }));
    await vi.waitFor(() =>
      expect(onApply).toHaveBeenCalledWith(
        expect.objectContaining({ minPrice: 1080, maxPrice: 4960 }),
      ),
    );
  });

  it('counts a price range as one filter, keeps its thumbs apart, and "Borrar todo" clears it', async () => {
    const { user, onApply } = renderDialog({ ...EMPTY_FILTERS, minPrice: 2000, maxPrice: 2000 });
    await user.click(screen.getByRole('button', { name: 'Filtros (1 activo)' }));
    const dialog = await screen.findByRole('dialog');
    const low = within(dialog).getByRole('slider', { name: 'Precio mínimo por noche' });
    // The low thumb cannot pass the high one.
    fireEvent.change(low, { target: { value: '3000' } });
    expect(within(dialog).getByTestId('price-min')).toHaveTextContent('$2,000');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar todo' }));
    expect(within(dialog).getByTestId('price-min')).toHaveTextContent('$1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar lugares' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith(EMPTY_FILTERS));
  });
});
