import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TileSettings {
  url: string;
  attribution: string;
  /** TILE_PREFETCH: a confirmed stay keeps the tiles around its cabin (lib/tile-prefetch.ts). */
  prefetch: boolean;
}

interface ConfigAnswer {
  tiles?: Partial<TileSettings>;
}

/** Used when /api/config cannot be read (offline on a cold start): the public OSM tiles. */
export const DEFAULT_TILES: TileSettings = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  prefetch: false,
};

export async function getMapConfig(signal?: AbortSignal): Promise<TileSettings> {
  const answer = await api.get<ConfigAnswer>('/api/config', { signal, anonymous: true });
  return {
    url: answer.tiles?.url || DEFAULT_TILES.url,
    attribution: answer.tiles?.attribution ?? DEFAULT_TILES.attribution,
    prefetch: answer.tiles?.prefetch === true,
  };
}

export const mapConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'map-tiles'] as const,
    queryFn: ({ signal }) => getMapConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

/** The tile source, or the default once the config request has failed. */
export function useMapTiles(): TileSettings | undefined {
  const query = useQuery(mapConfigQueryOptions());
  if (query.data) return query.data;
  return query.isError ? DEFAULT_TILES : undefined;
}
