import type { Client } from '../../../shared/types.ts';

/** A host or an operator reaches the console (ARCHITECTURE "Hosts"); a guest is offered to become one. */
export function canHost(client: Pick<Client, 'roles'> | null | undefined): boolean {
  return Boolean(client?.roles?.some((role) => role === 'host' || role === 'admin'));
}
