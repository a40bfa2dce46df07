import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineEmpty, isOfflineWithoutData } from '../../../src/components/offline-empty.tsx';
import { renderWithShell } from './render.tsx';

describe('OfflineEmpty', () => {
  it('says there is no stored data instead of spinning', () => {
    renderWithShell(<OfflineEmpty />);
    expect(screen.getByRole('heading', { name: 'Sin conexión', level: 2 })).toBeInTheDocument();
    expect(
      screen.getByText('No hay datos guardados de esta página. Conéctate a internet para verla.'),
    ).toBeInTheDocument();
  });

  it.each([
    [{ data: undefined, fetchStatus: 'paused', error: null }, true],
    [{ data: undefined, fetchStatus: 'idle', error: { status: 0 } }, true],
    [{ data: undefined, fetchStatus: 'fetching', error: null }, false],
    [{ data: undefined, fetchStatus: 'idle', error: { status: 500 } }, false],
    [{ data: [], fetchStatus: 'paused', error: null }, false],
  ] as const)('isOfflineWithoutData(%o) is %s', (query, expected) => {
    expect(isOfflineWithoutData(query)).toBe(expected);
  });
});
